import type { Messages } from '../shape';

export const entries: Messages['entries'] = {
  newEntryLabel: 'Neuer Eintrag',
  newEntryPlaceholder: 'Option eintippen und Enter drücken',
  add: 'Hinzufügen',

  addMany: 'Mehrere hinzufügen',
  importFromFile: 'Aus Datei importieren',
  undoLastChange: 'Letzte Änderung rückgängig machen',
  listTools: 'Listenwerkzeuge',
  shuffleEntries: 'Einträge mischen',
  sortEntries: 'Einträge von A bis Z sortieren',
  removeDuplicates: 'Doppelte Einträge entfernen',
  clearEntries: 'Alle Einträge löschen',

  importWrongKind: 'Wähle eine .txt- oder .csv-Datei.',
  importTooLarge: 'Diese Datei ist zu groß für eine Liste von Einträgen (maximal 5 MB).',
  importNotText: 'Diese Datei ist keine Textdatei, sondern wohl ein Bild, ein Programm oder ein Archiv. Es wurde nichts importiert; wähle eine Liste, die als .txt oder .csv gespeichert ist.',
  importEmpty: 'Diese Datei enthält keine Einträge.',
  importUnreadable: 'Diese Datei konnte nicht gelesen werden.',
  headingQuestion: 'Die erste Zeile, „{heading}“, sieht wie eine Spaltenüberschrift aus. Soll sie bei den Einträgen weggelassen werden?',
  leaveOutHeading: 'Überschrift weglassen',
  keepHeading: 'Als Eintrag behalten',

  visibleSummary:
    '{visible, plural, one {{number} auf dem Rad sichtbar} other {{number} auf dem Rad sichtbar}}{hidden, plural, =0 {} other { (# ausgeblendet)}}',
  shortenedNotice:
    '{count, plural, one {# Eintrag ist länger als {max} Zeichen: Auf dem Rad und in der Liste wird er gekürzt angezeigt, in deiner Liste, den Ergebnissen und Exporten bleibt er vollständig.} other {# Einträge sind länger als {max} Zeichen: Auf dem Rad und in der Liste werden sie gekürzt angezeigt, in deiner Liste, den Ergebnissen und Exporten bleiben sie vollständig.}}',
  emptyList: 'Noch keine Einträge. Füge oben deine erste Option hinzu!',

  listLabel: 'Einträge',
  reorderInstructions:
    'Zum Verschieben nimmst du den Eintrag mit der Leertaste oder Enter auf. Bewege ihn mit den Pfeiltasten nach oben oder unten, leg ihn mit der Leertaste oder Enter ab oder brich mit Esc ab.',
  handleRoleDescription: 'Griff zum Verschieben',
  reorderEntry: '{entry} verschieben',
  entryColor: 'Farbe von {entry}',
  editEntry: '{entry} bearbeiten',
  hideEntry: '{entry} ausblenden',
  showEntry: '{entry} einblenden',
  duplicateEntry: '{entry} duplizieren',
  copyOf: '{entry} (Kopie)',
  deleteEntry: '{entry} löschen',
  editBox: 'Eintrag bearbeiten',

  unnamedEntry: 'Eintrag',
  pickedUp: '{entry} aufgenommen, Position {position} von {total}.',
  movedTo: '{entry} auf Position {position} von {total} verschoben.',
  notOverList: '{entry} ist nicht mehr über der Liste.',
  droppedAt: '{entry} auf Position {position} von {total} abgelegt.',
  droppedOutside: '{entry} außerhalb der Liste abgelegt; die Reihenfolge bleibt unverändert.',
  reorderCancelled: 'Verschieben abgebrochen. {entry} bleibt auf Position {position}.',

  addManyTitle: 'Mehrere Einträge hinzufügen',
  addManyLabel: 'Einträge, einer pro Zeile',
  addManyPlaceholder: 'Ada\nGrace\nAlan',
  addManyHint: 'Füge einen Eintrag pro Zeile ein oder tippe ihn ein.',
  addManyCount: '{count, plural, one {# Eintrag zum Hinzufügen} other {# Einträge zum Hinzufügen}}',
  addEntries: 'Einträge hinzufügen',
  addManyHeldTitle: '{lines, plural, one {# Zeile eingefügt} other {# Zeilen eingefügt}}',
  addManyHeldCounting: 'Die eingefügten Zeilen werden gezählt …',
  addManyHeldWhy: 'Eine so lange Liste bleibt außerhalb des Textfelds, damit die Seite flüssig bleibt. „Einträge hinzufügen“ übernimmt jede Zeile.',
  addManyHeldPreview: 'Die ersten eingefügten Zeilen',
  addManyHeldMore: 'Dazu {count, plural, one {# weitere Zeile} other {# weitere Zeilen}}.',
  addManyHeldClear: 'Eingefügte Zeilen verwerfen',

  addedTitle: '{count, plural, one {# Eintrag} other {# Einträge}} hinzugefügt.',
  addedDescription: 'Neue Einträge stehen am Ende der Liste.',
  importedTitle: '{count, plural, one {# Eintrag} other {# Einträge}} importiert.',
  importedDescription: 'Aus {fileName} ans Ende der Liste angefügt.',
  importedWithoutHeading: 'Aus {fileName} ans Ende der Liste angefügt. Die Überschrift „{heading}“ wurde weggelassen.',
  shuffledTitle: 'Einträge gemischt.',
  shuffledDescription: '{count, plural, one {# Eintrag} other {# Einträge}} in neuer zufälliger Reihenfolge.',
  sortedTitle: 'Einträge von A bis Z sortiert.',
  sortedDescription: '{count, plural, one {# Eintrag} other {# Einträge}}, Zahlen nach ihrem Wert geordnet.',
  noDuplicatesTitle: 'Keine doppelten Einträge.',
  noDuplicatesDescription: 'Alle Einträge sind bereits verschieden; nichts wurde entfernt.',
  duplicatesRemovedTitle: '{count, plural, one {# doppelter Eintrag} other {# doppelte Einträge}} entfernt.',
  duplicatesRemovedDescription: 'Jeweils der erste wurde behalten.',
  clearedTitle: 'Alle Einträge gelöscht.',
  clearedDescription: '{count, plural, one {# Eintrag} other {# Einträge}} entfernt.',
  deletedTitle: 'Eintrag gelöscht',
  deletedDescription: '„{entry}“ ist nicht mehr auf der Liste.',

  lockedTitle: 'Die Liste ist gesperrt',
  lockedDescription: 'Eine überprüfbare Ziehung läuft: Schließe sie zuerst im Tab „Drehen“ ab oder brich sie ab.',
  undoneTitle: 'Änderung rückgängig gemacht',
  undidAdded:
    'Rückgängig gemacht: {count, plural, one {# Eintrag} other {# Einträge}} hinzugefügt{later, plural, =0 {} one {, dazu # spätere Änderung} other {, dazu # spätere Änderungen}}.',
  undidRemoved:
    'Rückgängig gemacht: {count, plural, one {# Eintrag} other {# Einträge}} entfernt{later, plural, =0 {} one {, dazu # spätere Änderung} other {, dazu # spätere Änderungen}}.',
  undidChanged:
    'Rückgängig gemacht: 1 Eintrag geändert{later, plural, =0 {} one {, dazu # spätere Änderung} other {, dazu # spätere Änderungen}}.',
  undidReplaced:
    'Rückgängig gemacht: Liste ersetzt{later, plural, =0 {} one {, dazu # spätere Änderung} other {, dazu # spätere Änderungen}}.',
  nothingToUndoTitle: 'Nichts rückgängig zu machen',
  nothingToUndoDescription: 'Diese Änderung ist nicht mehr im Verlauf (er speichert die letzten 50).',
  replacedTitle: 'Deine Liste wurde in einem anderen Tab ersetzt',
  replacedDescription:
    'Dort wurde {what, select, template {ein Vorlagen-Link} sharedWheel {ein geteilter Glücksrad-Link} other {ein Link}} geöffnet. Mit „Rückgängig“ holst du deine Liste zurück – hier und in jedem Tab.',
  historyCutTitle: 'Nach dem Neuladen lässt sich nicht jede Änderung rückgängig machen',
  historyCutDescription:
    '{kept, plural, =0 {Dein Änderungsverlauf passt nicht in das, was dieser Browser behält. Nach dem Neuladen fängt „Letzte Änderung rückgängig machen“ deshalb wieder bei der Liste an, wie sie dann ist.} one {Nur deine letzte Änderung passt in das, was dieser Browser behält. Nach dem Neuladen kann „Letzte Änderung rückgängig machen“ deshalb nur sie zurücknehmen.} other {Nur deine letzten # Änderungen passen in das, was dieser Browser behält. Nach dem Neuladen kann „Letzte Änderung rückgängig machen“ deshalb nur sie zurücknehmen.}} Bis dahin lässt sich jede Änderung rückgängig machen.',
  picturesLeftOutNotice:
    'Bei mehr als {max} sichtbaren Einträgen ist auf dem Rad kein Platz mehr für Bilder, deshalb lässt es sie weg. Auf der Gewinnerkarte und in den Ergebnissen siehst du sie weiterhin.',
};
