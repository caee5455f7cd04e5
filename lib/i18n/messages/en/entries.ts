/** The Entries tab: the list, its tools, imports and the undo history. */
export const entries = {
  newEntryLabel: 'New entry',
  newEntryPlaceholder: 'Type an option and press Enter',
  add: 'Add',

  addMany: 'Add many',
  importFromFile: 'Import from file',
  undoLastChange: 'Undo last change',
  listTools: 'List tools',
  shuffleEntries: 'Shuffle entries',
  sortEntries: 'Sort entries A to Z',
  removeDuplicates: 'Remove duplicate entries',
  clearEntries: 'Clear all entries',

  importWrongKind: 'Choose a .txt or .csv file.',
  importTooLarge: 'That file is too large for a list of entries (the limit is 5 MB).',
  importNotText: 'That file is not text: it looks like a picture, a program or an archive. Nothing was imported; choose a list saved as .txt or .csv.',
  importEmpty: 'That file holds no entries.',
  importUnreadable: 'That file could not be read.',
  headingQuestion: 'The first row, “{heading}”, looks like a column heading. Leave it out of the entries?',
  leaveOutHeading: 'Leave out heading',
  keepHeading: 'Keep it as an entry',

  visibleSummary:
    '{visible, plural, one {{number} visible on the wheel} other {{number} visible on the wheel}}{hidden, plural, =0 {} other { (# hidden)}}',
  shortenedNotice:
    '{count, plural, one {# entry is} other {# entries are}} longer than {max} characters: shown shortened on the wheel and in the list, kept whole in your list, results and exports.',
  emptyList: 'No entries yet. Add your first option above!',

  listLabel: 'Entries',
  reorderInstructions:
    'To reorder, press Space or Enter to pick up the entry. Use the up and down arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
  handleRoleDescription: 'sortable handle',
  reorderEntry: 'Reorder {entry}',
  entryColor: 'Colour of {entry}',
  editEntry: 'Edit {entry}',
  hideEntry: 'Hide {entry}',
  showEntry: 'Show {entry}',
  duplicateEntry: 'Duplicate {entry}',
  // The text of an entry's copy made by Duplicate.
  copyOf: '{entry} (Copy)',
  deleteEntry: 'Delete {entry}',
  editBox: 'Edit entry',

  unnamedEntry: 'Entry',
  pickedUp: 'Picked up {entry}, position {position} of {total}.',
  movedTo: '{entry} moved to position {position} of {total}.',
  notOverList: '{entry} is no longer over the list.',
  droppedAt: '{entry} dropped at position {position} of {total}.',
  droppedOutside: '{entry} dropped outside the list; the order is unchanged.',
  reorderCancelled: 'Reordering cancelled. {entry} stays at position {position}.',

  addManyTitle: 'Add many entries',
  addManyLabel: 'Entries, one per line',
  addManyPlaceholder: 'Ada\nGrace\nAlan',
  addManyHint: 'Paste or type one entry per line.',
  addManyCount: '{count, plural, one {# entry to add} other {# entries to add}}',
  addEntries: 'Add entries',
  addManyHeldTitle: '{lines, plural, one {# line pasted} other {# lines pasted}}',
  addManyHeldCounting: 'Counting the pasted lines…',
  // Said when a paste of thousands of lines is kept out of the text box.
  addManyHeldWhy: 'A list this long is kept out of the box so the page stays quick. Add entries adds every line.',
  addManyHeldPreview: 'First lines pasted',
  addManyHeldMore: 'And {count, plural, one {# more line} other {# more lines}}.',
  addManyHeldClear: 'Clear the pasted lines',

  addedTitle: 'Added {count, plural, one {# entry} other {# entries}}.',
  addedDescription: 'They are at the end of the list.',
  importedTitle: 'Imported {count, plural, one {# entry} other {# entries}}.',
  importedDescription: 'Added to the end of the list from {fileName}.',
  importedWithoutHeading: 'Added to the end of the list from {fileName}. The heading “{heading}” was left out.',
  shuffledTitle: 'Entries shuffled.',
  shuffledDescription: '{count, plural, one {# entry} other {# entries}} in a new random order.',
  sortedTitle: 'Entries sorted A to Z.',
  sortedDescription: '{count, plural, one {# entry} other {# entries}}, numbers in number order.',
  noDuplicatesTitle: 'No duplicate entries.',
  noDuplicatesDescription: 'Every entry is already different; nothing was removed.',
  duplicatesRemovedTitle: 'Removed {count, plural, one {# duplicate entry} other {# duplicate entries}}.',
  duplicatesRemovedDescription: 'The first of each was kept.',
  clearedTitle: 'Cleared all entries.',
  clearedDescription: '{count, plural, one {# entry} other {# entries}} removed.',
  deletedTitle: 'Entry deleted',
  deletedDescription: '“{entry}” is off the list.',

  lockedTitle: 'The list is locked',
  lockedDescription: 'A checkable draw is under way: finish or cancel it in the Spin tab first.',
  undoneTitle: 'Change undone',
  undidAdded:
    'Undid: added {count, plural, one {# entry} other {# entries}}{later, plural, =0 {} one { and # later change} other { and # later changes}}.',
  undidRemoved:
    'Undid: removed {count, plural, one {# entry} other {# entries}}{later, plural, =0 {} one { and # later change} other { and # later changes}}.',
  undidChanged: 'Undid: changed 1 entry{later, plural, =0 {} one { and # later change} other { and # later changes}}.',
  undidReplaced: 'Undid: replaced the list{later, plural, =0 {} one { and # later change} other { and # later changes}}.',
  nothingToUndoTitle: 'Nothing to undo',
  nothingToUndoDescription: 'That change has left the history (it keeps the last 50).',
  replacedTitle: 'Your list was replaced in another tab',
  replacedDescription:
    '{what, select, template {A template link} sharedWheel {A shared wheel link} other {A link}} was opened there. Undo brings your list back, here and in every tab.',
  historyCutTitle: 'Not every change can be undone after a reload',
  historyCutDescription:
    '{kept, plural, =0 {Your undo history does not fit in what this browser keeps, so after a reload “Undo last change” starts again from the list as it is then.} one {Only your last change fits in what this browser keeps, so it is all “Undo last change” can reach after a reload.} other {Only your last # changes fit in what this browser keeps, so they are all “Undo last change” can reach after a reload.}} Until then, every change can be undone.',
  picturesLeftOutNotice:
    'With more than {max} visible entries the wheel has no room for pictures, so it leaves them out; the winner card and the results still show them.',
};
