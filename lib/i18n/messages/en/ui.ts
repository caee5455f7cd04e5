/** Shared controls and notices: buttons, copy, toasts, storage notices. */
export const ui = {
  close: 'Close',
  colorHex: '{label} hex',
  copiedTitle: '{what} Copied',
  copiedDescription: '{what} copied to the clipboard.',
  textCopiedTitle: 'Text Copied',
  textCopiedDescription: 'Text copied to the clipboard.',
  copyFailedTitle: 'Copy Failed',
  copyFailedDescription: 'Your browser did not allow copying. Select the text and copy it by hand.',
  undo: 'Undo',
  notSavedTitle: 'Your changes are not saved',
  notSavedDescription: 'This browser is not letting the site store anything, so the tool works for this visit only and forgets it when you leave.',
  newerVersionTitle: 'A newer version of SpinFair saved your data',
  newerVersionDescription:
    'This page is older, so it leaves that data as it is and keeps your changes here for this visit only. Reload to use the newer version.',
  reload: 'Reload',
  listTooBigTitle: 'This list is too long to save',
  listTooBigDescription:
    'This browser cannot keep a list this long, so it lasts only until you leave this page. Everything else you change is saved, and a reload brings back {reload, select, saved {the last list that was saved} other {the starting list}}.',
  tooBigTitle: 'Too big to save in this browser',
  tooBigDescription: 'Part of what you did here is more than this browser keeps, so it lasts only until you leave this page. Everything else is saved.',
};
