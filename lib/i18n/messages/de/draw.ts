import type { Messages } from '../shape';

export const draw: Messages['draw'] = {
  // The switch
  checkableDraw: 'Überprüfbare Ziehung',
  checkableDrawDescription: 'Versiegle die Liste vor der ersten Drehung, damit alle die Gewinner hinterher überprüfen können.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Gewinner in dieser Ziehung',
  winnersInDrawHint:
    'Wird beim Versiegeln festgelegt, zusammen mit der Liste und dem Titel des Rads: 1 bis {most} (die sichtbaren Einträge).',
  noVisibleEntry: 'Füge mindestens einen sichtbaren Eintrag hinzu, bevor du eine Ziehung versiegelst.',
  sealUnderWay: 'Es läuft bereits eine Ziehung.',
  sealNoEntries: 'Eine überprüfbare Ziehung braucht mindestens einen Eintrag',
  sealWinnersCount:
    '{count, plural, one {Eine Ziehung mit {entries} Eintrag hat genau 1 Gewinner, nicht {winnersCount}} other {Eine Ziehung mit {entries} Einträgen hat 1 bis {entries} Gewinner, nicht {winnersCount}}}',
  sealTitleProblem:
    'Der Titel kann nicht verwendet werden: {problem, select, tooLong {er ist länger als {max} Zeichen} lineBreak {er enthält einen Zeilenumbruch} lineSeparator {er enthält ein Zeilentrennzeichen (U+2028), das wie ein Zeilenumbruch wirkt} paragraphSeparator {er enthält ein Absatztrennzeichen (U+2029), das wie ein Zeilenumbruch wirkt} tab {er enthält einen Tabulator} loneSurrogate {er enthält ein defektes Zeichen (ein einzelnes Surrogat)} control {er enthält das unsichtbare Steuerzeichen {codePoint}} other {er ist nicht in der Unicode-Normalform NFC}}.',
  sealEntryProblem:
    'Eintrag {number} („{text}“) kann nicht verwendet werden: {problem, select, empty {er ist leer oder besteht nur aus Leerzeichen} lineBreak {er enthält einen Zeilenumbruch} lineSeparator {er enthält ein Zeilentrennzeichen (U+2028), das wie ein Zeilenumbruch wirkt} paragraphSeparator {er enthält ein Absatztrennzeichen (U+2029), das wie ein Zeilenumbruch wirkt} tab {er enthält einen Tabulator} loneSurrogate {er enthält ein defektes Zeichen (ein einzelnes Surrogat)} control {er enthält das unsichtbare Steuerzeichen {codePoint}} other {er ist nicht in der Unicode-Normalform NFC}}.',
  sealing: 'Wird versiegelt…',
  sealDraw: 'Ziehung versiegeln',
  drawNotSealedTitle: 'Ziehung nicht versiegelt',
  drawNotSealed:
    'Dieser Browser konnte das Siegel nicht erstellen (dafür braucht er Web Crypto, das nur sichere Seiten haben).',

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Zufallsquelle',
  randomnessBeacon: 'Öffentlicher Beacon (drand)',
  randomnessBeaconHelp:
    'Die Gewinner ergeben sich aus dem Zufallswert, den drand (die League of Entropy, ein Netz unabhängiger Betreiber) zum Ziehungszeitpunkt veröffentlicht – signiert, sodass alle ihn prüfen können. Niemand, auch du nicht, kann ihn vorher kennen oder auswählen. Was er allein nicht beweist: dass du die Ankündigung vor dem Ziehungszeitpunkt geteilt hast. Veröffentliche sie also rechtzeitig.',
  randomnessSeed: 'Öffentlicher Startwert aus dem Publikum',
  randomnessSeedHelp:
    'Funktioniert ohne Internet: Jetzt wird ein geheimer Startwert versiegelt, und dein Publikum gibt nach der Ankündigung einen öffentlichen Startwert ein. Das ist nur so fair wie die Person, die ihn eintippt: Wählt ihn nicht das Publikum, hättest du einen aussuchen können, der jemanden begünstigt.',
  drawTime: 'Ziehungszeitpunkt',
  drawTimeHint:
    'Wann die Gewinner feststehen, in deiner Zeitzone. Leer gelassen: 2 Minuten nach dem Versiegeln. Möglich sind 30 Sekunden nach dem Versiegeln bis 30 Tage im Voraus.',
  drawTimeUnreadable:
    'Der Ziehungszeitpunkt ist kein vollständiges Datum mit Uhrzeit: Gib Tag, Stunde und Minuten an oder lass das Feld leer für 2 Minuten nach dem Versiegeln.',
  drawTimeTooSoon:
    'Der Ziehungszeitpunkt {time} liegt weniger als 30 Sekunden nach dem Versiegeln: Wähle einen späteren Zeitpunkt oder lass das Feld leer für 2 Minuten nach dem Versiegeln.',
  drawTimeTooLate: 'Der Ziehungszeitpunkt {time} liegt mehr als 30 Tage in der Zukunft: Wähle einen Zeitpunkt innerhalb der nächsten 30 Tage.',

  // A sealed draw
  commitmentLabel: 'Siegel der Ziehung',
  commitmentSealed:
    '{count, plural, one {Versiegelt: die Liste, der Titel, der Zeitpunkt und {wanted} Gewinner, mit einem geheimen Startwert.} other {Versiegelt: die Liste, der Titel, der Zeitpunkt und {wanted} Gewinner, mit einem geheimen Startwert.}}',
  commitmentPublish: 'Veröffentliche es vor der ersten Drehung: Es versiegelt die Liste und einen geheimen Startwert.',
  copiedCommitment: 'Siegel',
  copyCommitment: 'Siegel kopieren',
  announcementLabel: 'Ankündigungslink',
  makingLink: 'Link wird erstellt…',
  announcementHelp:
    'Teile ihn vor der ersten Drehung: Alle sehen die Liste, die Anzahl der Gewinner und das Siegel und können prüfen, ob sie dabei sind.',
  copiedLink: 'Link',
  copyAnnouncementLink: 'Ankündigungslink kopieren',
  publicSeedLabel: 'Öffentlicher Startwert',
  publicSeedHelp:
    'Optional. Lass dein Publikum nach der Ankündigung ein Wort wählen oder nimm eine Zahl, die noch niemand kennt.',
  publicSeedAfterSeal:
    'Da er erst nach dem Versiegeln feststeht, hättest nicht einmal du einen geheimen Startwert wählen können, der jemanden bevorzugt.',
  publicSeedCanonical:
    'Unsichtbare Zeichen und überflüssige Leerzeichen werden entfernt, damit der Startwert genau das ist, was alle lesen.',
  publicSeedLocked: 'Gesperrt: Die Ziehung hat begonnen.',
  winnersDrawn: '{count, plural, one {{drawn} von {wanted} Gewinner gezogen} other {{drawn} von {wanted} Gewinnern gezogen}}',
  winnersSoFar: 'Bisherige Gewinner',
  everyWinnerDrawn: 'Alle Gewinner sind gezogen: Schließe die Ziehung ab, um ihren Startwert aufzudecken.',
  finishDraw: 'Ziehung abschließen',
  cancelDraw: 'Ziehung abbrechen',

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    '{count, plural, one {Versiegelt: die Liste, der Titel, der Zeitpunkt, {wanted} Gewinner und die drand-Runde, die ihn bestimmt.} other {Versiegelt: die Liste, der Titel, der Zeitpunkt, {wanted} Gewinner und die drand-Runde, die sie bestimmt.}}',
  announcementHelpBeacon:
    'Teile ihn vor dem Ziehungszeitpunkt: Alle sehen die Liste, die Zahl der Gewinner, den Ziehungszeitpunkt und die Runde und können die Gewinner selbst prüfen, sobald die Runde veröffentlicht ist.',
  drawTimeSealed: 'Gewinner stehen am {time} fest',
  drandRound: 'drand-Runde {round}',
  countdown: '{days, plural, =0 {noch {clock}} one {noch # Tag und {clock}} other {noch # Tage und {clock}}}',
  waitingForRound: 'Gedreht werden kann erst, wenn die Runde veröffentlicht und ihre Signatur geprüft ist.',
  roundFetching: 'Der Ziehungszeitpunkt ist da: drand-Runde {round} wird abgerufen und ihre Signatur geprüft…',
  roundVerified: 'drand-Runde {round} empfangen, Signatur geprüft: Jede Drehung landet jetzt auf dem nächsten Gewinner.',
  roundUnreachable:
    'drand-Runde {round} konnte nicht abgerufen werden: Keiner der Server von drand hat mit einer gültigen Signatur geantwortet. Eine andere Zufallsquelle wird nicht verwendet: Die Liste bleibt gesperrt, bis die Runde ankommt, oder du brichst die Ziehung ab.',
  tryAgain: 'Erneut versuchen',
  everyWinnerDrawnBeacon: 'Alle Gewinner sind gezogen: Schließe die Ziehung ab, um ihren Prüflink zu erhalten.',
  drawFinishedBeacon:
    '{count, plural, one {Ziehung mit {drawn} Gewinner abgeschlossen. Veröffentliche diesen Link dort, wo du die Ankündigung veröffentlicht hast: Alle können die Signatur der Runde und den Gewinner prüfen.} other {Ziehung mit {drawn} Gewinnern abgeschlossen. Veröffentliche diesen Link dort, wo du die Ankündigung veröffentlicht hast: Alle können die Signatur der Runde und die Gewinner prüfen.}}',

  // Asking before a draw is cancelled
  cancelTitle: 'Diese Ziehung abbrechen?',
  cancelText:
    '{count, plural, =0 {Die Ziehung endet ohne Ergebnis. Sie bleibt als abgebrochenes Protokoll erhalten, und ihr Link zeigt allen, die ihn prüfen, dass sie abgebrochen wurde.} one {Die Ziehung endet ohne Ergebnis. Sie bleibt als abgebrochenes Protokoll erhalten, mit {drawn} bisher gezogenem Gewinner, und ihr Link zeigt allen, die ihn prüfen, dass sie abgebrochen wurde.} other {Die Ziehung endet ohne Ergebnis. Sie bleibt als abgebrochenes Protokoll erhalten, mit den {drawn} bisher gezogenen Gewinnern, und ihr Link zeigt allen, die ihn prüfen, dass sie abgebrochen wurde.}}',
  keepDrawing: 'Weiter ziehen',
  cancelTheDraw: 'Ja, Ziehung abbrechen',

  // The draw that just ended
  drawFinished:
    '{count, plural, one {Ziehung mit {drawn} Gewinner abgeschlossen. Der Server-Startwert ist jetzt aufgedeckt: Veröffentliche diesen Link dort, wo du das Siegel veröffentlicht hast, damit alle die Ziehung prüfen können.} other {Ziehung mit {drawn} Gewinnern abgeschlossen. Der Server-Startwert ist jetzt aufgedeckt: Veröffentliche diesen Link dort, wo du das Siegel veröffentlicht hast, damit alle die Ziehung prüfen können.}}',
  drawCancelled:
    '{count, plural, one {Ziehung nach {drawn} von {wanted} Gewinner abgebrochen. Sie bleibt als abgebrochenes Protokoll erhalten: Veröffentliche diesen Link dort, wo du die Ankündigung veröffentlicht hast, damit dein Publikum sieht, dass die Ziehung ohne Ergebnis endete.} other {Ziehung nach {drawn} von {wanted} Gewinnern abgebrochen. Sie bleibt als abgebrochenes Protokoll erhalten: Veröffentliche diesen Link dort, wo du die Ankündigung veröffentlicht hast, damit dein Publikum sieht, dass die Ziehung ohne Ergebnis endete.}}',
  verificationLinkLabel: 'Prüflink',
  cancelledLinkLabel: 'Link zur abgebrochenen Ziehung',
  copyVerificationLink: 'Prüflink kopieren',
  copyCancelledLink: 'Link zur abgebrochenen Ziehung kopieren',
  downloadRecord: 'Ziehungsprotokoll herunterladen',

  // Past draws
  pastDraws: 'Frühere Ziehungen',
  untitledDraw: 'Ziehung ohne Titel',
  pastFinished: '{count, plural, one {Abgeschlossen: {when}, {drawn} Gewinner} other {Abgeschlossen: {when}, {drawn} Gewinner}}',
  pastCancelled: '{count, plural, one {Abgebrochen: {when}, {drawn} Gewinner} other {Abgebrochen: {when}, {drawn} Gewinner}}',
  check: 'Prüfen',
  checkPastDraw: '{title} prüfen',
  remove: 'Entfernen',
  removePastDraw: '{title} entfernen ({draw})',

  // Toasts
  linkNotMadeTitle: 'Link nicht erstellt',
  linkNotMade: 'Dieser Browser konnte den Link nicht erstellen. Lade stattdessen das Protokoll herunter.',
  verificationLinkNotMade: 'Dieser Browser konnte den Prüflink nicht erstellen. Lade stattdessen das Protokoll herunter.',
  drawChangedTitle: 'Ziehung geändert',
  drawChanged: 'Die Ziehung ging in einem anderen Tab weiter; diese Drehung wurde ihr nicht hinzugefügt.',

  // The entry list during a draw
  listLocked:
    'Während einer überprüfbaren Ziehung ist die Liste gesperrt. Schließe die Ziehung im Tab „Drehen“ ab oder brich sie ab, um die Liste zu bearbeiten.',

  // Eine Liste mit Bildern
  picturesNotInRecord: 'Bilder gehören nicht zum Protokoll der Ziehung: Versiegelt werden nur die Texte der Einträge.',
};
