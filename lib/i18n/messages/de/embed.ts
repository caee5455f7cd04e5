/** Das eingebettete Rad (/embed): die Seite, ihre Meldungen ohne lesbares Rad in der Adresse, der Link zurück. */
export const embed = {
  pageTitle: 'Eingebettetes Rad',
  pageDescription: 'Ein geteiltes SpinFair-Rad, bereit zum Drehen in einer anderen Seite, einer Folie oder einem Stream.',
  readingWheel: 'Rad wird geöffnet…',
  noWheel: 'Hier ist noch kein Rad. Diese Seite zeigt ein Rad aus einem Einbettungscode – den bekommst du bei SpinFair unter „Rad teilen“.',
  brokenWheel: 'Dieses Rad ließ sich nicht öffnen: Seine Adresse ist unvollständig oder beschädigt. Kopiere den Einbettungscode noch einmal.',
  newerWheel: 'Dieses Rad stammt aus einer neueren Version von SpinFair. Lade die Seite neu, um es zu öffnen.',
  wheelTooLarge: 'Dieses Rad ist zu groß, um es hier zu öffnen.',
  madeWith: 'Erstellt mit SpinFair',
};
