import type { Messages } from '../shape';

export const ui: Messages['ui'] = {
  close: 'Schließen',
  colorHex: '{label} (Hex)',
  copiedTitle: '{what} kopiert',
  copiedDescription: '{what} in die Zwischenablage kopiert.',
  textCopiedTitle: 'Text kopiert',
  textCopiedDescription: 'Text in die Zwischenablage kopiert.',
  copyFailedTitle: 'Kopieren fehlgeschlagen',
  copyFailedDescription: 'Dein Browser hat das Kopieren nicht erlaubt. Markiere den Text und kopiere ihn von Hand.',
  undo: 'Rückgängig',
  notSavedTitle: 'Deine Änderungen werden nicht gespeichert',
  notSavedDescription:
    'Dieser Browser lässt die Website nichts speichern. Das Tool funktioniert deshalb nur für diesen Besuch und vergisst alles, sobald du gehst.',
  newerVersionTitle: 'Deine Daten wurden von einer neueren Version von SpinFair gespeichert',
  newerVersionDescription:
    'Diese Seite ist älter. Sie lässt die Daten unverändert und behält deine Änderungen nur für diesen Besuch. Lade neu, um die neuere Version zu nutzen.',
  reload: 'Neu laden',
  listTooBigTitle: 'Diese Liste ist zu lang zum Speichern',
  listTooBigDescription:
    'Dieser Browser kann keine so lange Liste behalten. Sie bleibt deshalb nur, bis du diese Seite verlässt. Alles andere, was du änderst, wird gespeichert, und beim Neuladen kommt {reload, select, saved {die zuletzt gespeicherte Liste} other {die Startliste}} zurück.',
  tooBigTitle: 'Zu groß zum Speichern in diesem Browser',
  tooBigDescription: 'Ein Teil dessen, was du hier gemacht hast, ist mehr, als dieser Browser behält. Er bleibt deshalb nur, bis du diese Seite verlässt. Alles andere wird gespeichert.',
};
