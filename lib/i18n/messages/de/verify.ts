import type { Messages } from '../shape';

export const verify: Messages['verify'] = {
  // The checker's form.
  recordLabel: 'Ziehungsprotokoll',
  recordHint: 'Füge einen Prüflink, einen Ankündigungslink oder das JSON des Protokolls ein. Nichts davon verlässt diese Seite.',
  checkButton: 'Protokoll prüfen',
  openRecordFile: 'Protokolldatei öffnen (.json)',

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: 'Wird geprüft…',
  verdictVerified: 'Verifiziert',
  verdictNotVerified: 'Nicht verifiziert: Die Prüfung „{check}“ ist fehlgeschlagen. {detail}',
  verdictAnnounced: 'Angekündigt, noch nicht gezogen',
  verdictCancelled:
    'Abgebrochen: Der Veranstalter hat diese Ziehung nach {drawn, plural, one {{drawn} von {sealed} Gewinnern} other {{drawn} von {sealed} Gewinnern}} beendet. Siegel und bisher gezogene Gewinner sind echt, aber es gibt kein Ergebnis.',
  verdictBrokeDown: 'Nicht verifiziert: Dieser Browser konnte die Prüfungen nicht abschließen ({error}).',

  // Notes above the checks.
  announcementNoteTitle: 'Was vor der Ziehung zu tun ist',
  announcementNoteIntro:
    'Dies ist eine Ankündigung: Der Veranstalter hat die Liste, die Anzahl der Gewinner und den Zeitpunkt versiegelt und das Siegel veröffentlicht. Gezogen wurde noch nichts, und solange der öffentliche Startwert nicht feststeht, kann niemand die Gewinner ermitteln – nicht einmal der Veranstalter.',
  announcementStepSeedTitle: 'Einigt euch auf einen öffentlichen Startwert, den der Veranstalter nicht beeinflussen kann.',
  announcementStepSeed:
    'Nachdem diese Ankündigung veröffentlicht wurde, wählt das Publikum einen Text, den vorher niemand kennen konnte und den der Veranstalter weder bestimmen noch ändern kann: ein Wort, das jemand in den Chat tippt, oder die nächsten offiziellen Lottozahlen. Der Veranstalter gibt ihn vor der ersten Drehung ein; die Gewinner ergeben sich aus ihm und dem versiegelten Server-Startwert.',
  announcementStepKeepTitle: 'Bewahre diesen Link auf, um später zu prüfen.',
  announcementStepKeep:
    'Wenn die Ziehung abgeschlossen ist, öffne den Prüflink des Veranstalters auf dieser Seite. Er muss dieselbe Liste, dieselbe Anzahl an Gewinnern, denselben Zeitpunkt und dasselbe Siegel zeigen wie diese Ankündigung – und den öffentlichen Startwert, auf den ihr euch geeinigt habt.',
  announcementStepFind: '{checkYouAreIn} mit „Teilnehmer suchen“ weiter unten.',
  announcementStepFindTitle: 'Prüfe, ob du auf der Liste stehst',
  copyAnnouncementLink: 'Ankündigungslink kopieren',
  copiedLink: 'Link',
  cancelledNoteTitle: 'Diese Ziehung wurde abgebrochen',
  cancelledNote:
    'Der Veranstalter hat diese Ziehung nach {drawn, plural, one {# von {sealed} Gewinnern} other {# von {sealed} Gewinnern}} beendet, daher gibt es kein Ergebnis. Die Prüfungen unten zeigen, ob ihr Siegel und die vor dem Abbruch gezogenen Gewinner echt sind. Eine abgebrochene Ziehung behält ihr Protokoll, ein Veranstalter, der abbricht und neu beginnt, hinterlässt also eine Spur: Folgte auf diese Ziehung eine weitere mit derselben Liste, frag den Veranstalter nach dem Grund.',
  olderAlgorithmNoteTitle: 'Ein älterer Algorithmus',
  olderAlgorithmNote:
    'Dieses Protokoll verwendet den älteren Algorithmus {v1}. Sein Siegel umfasste nur den Server-Startwert und die Liste, nicht aber Titel, Zeitpunkt oder Anzahl der Gewinner – diese hätten also nach der Veröffentlichung des Siegels noch geändert werden können. Sein öffentlicher Startwert wurde genau so verwendet, wie er eingetippt wurde. Heutige Ziehungen verwenden {v2}, das all das mitversiegelt.',
  tooLargeNoteTitle: 'Zu groß zum Öffnen',
  tooLargeNote:
    'Diese Eingabe enthält mehr, als eine Ziehung mit {maxEntries} Einträgen fassen kann. Die Seite hat deshalb aufgehört, sie zu lesen, und zeigt nichts daraus an. Ein solcher Link ist keine SpinFair-Ziehung; bitte den Veranstalter stattdessen um die Protokolldatei.',

  // The checks, each with its outcome.
  checksHeading: 'Prüfungen',
  checkOutcome: '{check}: {outcome}',
  outcomePassed: 'Bestanden',
  outcomeFailed: 'Fehlgeschlagen',
  outcomeNotChecked: 'Nicht geprüft',
  checkRecordLabel: 'Das Protokoll ist lesbar und folgt {v3}, {v2} oder {v1}',
  checkCommitmentLabel: 'Alles Versiegelte passt zum Siegel',
  checkWinnersLabel: 'Die Gewinner ergeben sich aus den Startwerten',

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    'Eine Ankündigung: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}} zu ziehen.',
  announcementReadTitled:
    'Eine Ankündigung von „{title}“: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}} zu ziehen.',
  recordRead:
    'Ein vollständiges Protokoll: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}}.',
  recordReadTitled:
    'Ein vollständiges Protokoll von „{title}“: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}}.',
  cancelledRecordRead:
    'Ein abgebrochenes Protokoll: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}}.',
  cancelledRecordReadTitled:
    'Ein abgebrochenes Protokoll von „{title}“: {entries, plural, one {{entries} Eintrag} other {{entries} Einträge}}, {winners, plural, one {{winners} Gewinner} other {{winners} Gewinner}}.',
  notCheckedUnread: 'Nicht geprüft: Das Protokoll konnte nicht gelesen werden.',
  notCheckedYet: 'Wird geprüft, sobald die Ziehung abgeschlossen ist und der Veranstalter den Server-Startwert aufdeckt.',
  commitmentMatchesV1:
    'SHA-256 aus dem Server-Startwert und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt das veröffentlichte Siegel.',
  commitmentMatchesV2:
    'SHA-256 aus dem Server-Startwert, dem Zeitpunkt, der Anzahl der Gewinner, dem Titel und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt das veröffentlichte Siegel.',
  commitmentDiffersV1:
    'SHA-256 aus dem Server-Startwert und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt {recomputed}, das Siegel lautet aber {commitment}: Etwas Versiegeltes ist nicht das, worauf sich der Veranstalter festgelegt hat.',
  commitmentDiffersV2:
    'SHA-256 aus dem Server-Startwert, dem Zeitpunkt, der Anzahl der Gewinner, dem Titel und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt {recomputed}, das Siegel lautet aber {commitment}: Etwas Versiegeltes ist nicht das, worauf sich der Veranstalter festgelegt hat.',
  winnersOverEntriesCheck:
    'Das Protokoll nennt {winners} Gewinner, aber eine Ziehung ohne Zurücklegen aus {entries, plural, one {{entries} Eintrag hat höchstens {entries}} other {{entries} Einträgen hat höchstens {entries}}}.',
  positionOutOfRange: 'Gewinner {winner} hat die Position {position}, aber die Positionen der Liste reichen von 0 bis {last}.',
  wrongWinner:
    'Gewinner {winner} müsste Position {expectedPosition} („{expectedText}“) sein, laut Protokoll ist es aber Position {claimedPosition} („{claimedText}“).',
  wrongText:
    'Gewinner {winner} steht auf Position {position} mit dem Text „{expectedText}“, laut Protokoll lautet der Text aber „{claimedText}“.',
  winnersCountDiffers:
    'Die Ziehung wurde für {sealed, plural, one {{sealed} Gewinner} other {{sealed} Gewinner}} versiegelt, das abgeschlossene Protokoll enthält aber {winners}.',
  noWinners: 'Das Protokoll enthält keine Gewinner, es gibt also nichts neu zu berechnen.',
  winnersMatch:
    'Neu berechnet aus Server-Startwert und öffentlichem Startwert {winners, plural, one {ergibt sich genau derselbe Gewinner} other {ergeben sich genau dieselben {winners} Gewinner, in derselben Reihenfolge}}.',
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "Die Beacon-Runde erscheint nach dem Versiegeln",
  checkSignatureLabel:
    "Die Signatur der Runde stammt von drand quicknet",
  notCheckedUntilRound:
    "Wird geprüft, sobald die Beacon-Runde erschienen und die Ziehung abgeschlossen ist.",
  commitmentMatchesV3:
    "SHA-256 aus dem Zeitpunkt, der Anzahl der Gewinner, Beacon-Kette und -Runde, dem Titel und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt das veröffentlichte Siegel.",
  commitmentDiffersV3:
    "SHA-256 aus dem Zeitpunkt, der Anzahl der Gewinner, Beacon-Kette und -Runde, dem Titel und {entries, plural, one {{entries} Eintrag} other {den {entries} Einträgen}} ergibt {recomputed}, das Siegel lautet aber {commitment}: Etwas Versiegeltes ist nicht das, was der Veranstalter versiegelt hat.",
  roundAfterCommit:
    "Runde {round} erscheint {seconds, plural, one {{seconds} Sekunde} other {{seconds} Sekunden}} nach dem Versiegeln, also konnte niemand ihren Zufallswert beim Versiegeln kennen.",
  roundTooSoon:
    "Runde {round} erscheint {seconds, plural, one {{seconds} Sekunde} other {{seconds} Sekunden}} nach dem Versiegeln, weniger als die 30 Sekunden, die eine Ziehung braucht: Ihr Zufallswert könnte beim Versiegeln schon bekannt gewesen sein.",
  signatureVerifies:
    "Die Signatur von Runde {round} ist mit dem öffentlichen Schlüssel von drand quicknet gültig.",
  signatureForged:
    "Die Signatur ist für Runde {round} mit dem öffentlichen Schlüssel von drand quicknet nicht gültig: Sie stammt nicht vom Beacon.",
  signatureNotOut:
    "Die Ziehung wurde abgebrochen, bevor Runde {round} erschien: Es gibt keine Signatur zu prüfen.",
  beaconWinnersMatch:
    "Neu berechnet aus dem Zufallswert der Runde (SHA-256 ihrer Signatur) und dem Siegel {winners, plural, one {ergibt sich genau derselbe Gewinner} other {ergeben sich genau dieselben {winners} Gewinner, in derselben Reihenfolge}}.",
  beaconProblem:
    "„beacon“ {problem, select, notObject {fehlt oder ist kein Objekt} otherChain {nennt eine andere Kette als drand quicknet} notRound {hat keine Rundennummer (eine ganze Zahl ab 1)} notSignature {hat eine Signatur, die nicht aus 96 kleingeschriebenen Hexadezimalziffern besteht} other {hat keine Signatur, die eine abgeschlossene Ziehung und jeder gezogene Gewinner brauchen}}.",
  noCrypto:
    'Dieser Browser konnte hier weder SHA-256 noch HMAC berechnen ({error}). Versuch es mit einem aktuellen Browser unter der https-Adresse der Website.',

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: 'Es gibt nichts zu prüfen: Gib ein Ziehungsprotokoll oder einen Prüflink ein.',
  notRecordOrLink: 'Der Text ist weder ein Ziehungsprotokoll (JSON) noch ein Prüflink (eine Adresse mit „#r=“).',
  tooLarge:
    '{source, select, verification {Der Prüflink ist zu groß: Entpackt enthält er mehr, als ein Ziehungsprotokoll mit {maxEntries} Einträgen fassen kann, daher wurde er nicht geöffnet.} announcement {Der Ankündigungslink ist zu groß: Entpackt enthält er mehr, als ein Ziehungsprotokoll mit {maxEntries} Einträgen fassen kann, daher wurde er nicht geöffnet.} other {Der Text ist zu groß: Entpackt enthält er mehr, als ein Ziehungsprotokoll mit {maxEntries} Einträgen fassen kann, daher wurde er nicht geöffnet.}}',
  notJson:
    '{source, select, verification {Das Protokoll im Prüflink ist kein gültiges JSON: Vielleicht wurde es abgeschnitten oder von Hand bearbeitet.} announcement {Das Protokoll im Ankündigungslink ist kein gültiges JSON: Vielleicht wurde es abgeschnitten oder von Hand bearbeitet.} other {Das Ziehungsprotokoll ist kein gültiges JSON: Vielleicht wurde es abgeschnitten oder von Hand bearbeitet.}}',
  linkEmpty: '{link, select, announcement {Der Ankündigungslink enthält nichts nach „#a=“.} other {Der Prüflink enthält nichts nach „#r=“.}}',
  linkDamaged:
    '{link, select, announcement {Der Ankündigungslink ist beschädigt: Nach „#a=“ enthält er Zeichen oder eine Länge, die ein Link nie hat.} other {Der Prüflink ist beschädigt: Nach „#r=“ enthält er Zeichen oder eine Länge, die ein Link nie hat.}}',
  linkIncomplete:
    '{link, select, announcement {Der Ankündigungslink ist unvollständig oder beschädigt: Sein Inhalt ließ sich nicht entpacken. Kopiere den ganzen Link noch einmal.} other {Der Prüflink ist unvollständig oder beschädigt: Sein Inhalt ließ sich nicht entpacken. Kopiere den ganzen Link noch einmal.}}',
  linkNotUtf8: '{link, select, announcement {Der Ankündigungslink enthält keinen UTF-8-Text.} other {Der Prüflink enthält keinen UTF-8-Text.}}',

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: 'Das Protokoll ist kein JSON-Objekt.',
  noAlgorithm: 'Das Protokoll nennt seinen Algorithmus nicht.',
  unknownAlgorithm: 'Das Protokoll nennt den Algorithmus „{algorithm}“; diese Seite prüft {v3}, {v2} und {v1}.',
  unknownAlgorithmNotText: 'Das Protokoll gibt als Algorithmus einen Wert an, der kein Text ist; diese Seite prüft {v3}, {v2} und {v1}.',
  notText:
    '{part, select, entry {Eintrag {number} fehlt oder ist kein Text.} winnerText {Der Text von Gewinner {number} fehlt oder ist kein Text.} other {„{field}“ fehlt oder ist kein Text.}}',
  brokenCharacter:
    '{part, select, entry {Eintrag {number} enthält ein defektes Zeichen (ein ungepaartes UTF-16-Surrogat).} winnerText {Der Text von Gewinner {number} enthält ein defektes Zeichen (ein ungepaartes UTF-16-Surrogat).} other {„{field}“ enthält ein defektes Zeichen (ein ungepaartes UTF-16-Surrogat).}}',
  notHex64: '„{field}“ muss aus 64 hexadezimalen Ziffern in Kleinbuchstaben bestehen.',
  notDateTime: '„{field}“ ist kein Datum mit Uhrzeit nach ISO 8601.',
  notExactTime: '„{field}“ muss eine UTC-Zeit sein, genau im Format YYYY-MM-DDTHH:MM:SS.sssZ.',
  entriesNotList: '„entries“ fehlt oder ist keine Liste.',
  entriesEmpty: '„entries“ ist leer: Eine Ziehung braucht mindestens einen Eintrag.',
  tooManyEntries: 'Die Ziehung ist zu groß: Sie hat mehr als {maxEntries} Einträge.',
  entryLineBreak: 'Eintrag {entry} enthält einen Zeilenumbruch, was bei den Einträgen einer Ziehung nie vorkommt.',
  entryBreaksRules:
    'Eintrag {entry} verstößt gegen die Textregeln der Ziehung: {problem, select, empty {er ist leer oder besteht nur aus Leerzeichen} lineBreak {er enthält einen Zeilenumbruch} lineSeparator {er enthält ein Zeilentrennzeichen (U+2028), das wie ein Zeilenumbruch wirkt} paragraphSeparator {er enthält ein Absatztrennzeichen (U+2029), das wie ein Zeilenumbruch wirkt} tab {er enthält einen Tabulator} loneSurrogate {er enthält ein defektes Zeichen (ein einzelnes Surrogat)} control {er enthält das unsichtbare Steuerzeichen {codePoint}} other {er ist nicht in der Unicode-Normalform NFC}}.',
  titleBreaksRules:
    'Der Titel verstößt gegen die Textregeln der Ziehung: {problem, select, tooLong {er ist länger als {max} Zeichen} lineBreak {er enthält einen Zeilenumbruch} lineSeparator {er enthält ein Zeilentrennzeichen (U+2028), das wie ein Zeilenumbruch wirkt} paragraphSeparator {er enthält ein Absatztrennzeichen (U+2029), das wie ein Zeilenumbruch wirkt} tab {er enthält einen Tabulator} loneSurrogate {er enthält ein defektes Zeichen (ein einzelnes Surrogat)} control {er enthält das unsichtbare Steuerzeichen {codePoint}} other {er ist nicht in der Unicode-Normalform NFC}}.',
  winnersNotList: '„winners“ fehlt oder ist keine Liste.',
  winnersOverEntries:
    'Das Protokoll nennt {winners} Gewinner, aber eine Ziehung aus {entries, plural, one {{entries} Eintrag hat höchstens {entries}} other {{entries} Einträgen hat höchstens {entries}}}.',
  winnerNotObject: 'Gewinner {winner} ist kein Objekt mit einer Position und einem Text.',
  winnerPosition: 'Die Position von Gewinner {winner} ist keine ganze Zahl größer oder gleich 0.',
  extraField: 'Das Protokoll hat ein Feld „{field}“, das es in seiner Version nicht gibt.',
  winnersCountRange: '„winnersCount“ muss eine ganze Zahl von 1 bis zur Anzahl der Einträge ({entries}) sein.',
  publicSeedNotCanonical:
    '„publicSeed“ liegt nicht in seiner kanonischen Form vor (keine unsichtbaren Zeichen, einfache Leerzeichen, höchstens {max} Zeichen) und ist daher nicht das, was eine Ziehung verwendet.',
  winnersOverSealed: 'Das Protokoll nennt {winners} Gewinner, die Ziehung wurde aber für {sealed} versiegelt.',
  notOneEnd: 'Ein Protokoll der Version 2 hat genau eines der Felder „finishedAt“ und „cancelledAt“.',
  endBeforeCommitted: '„{field}“ liegt vor „committedAt“: Eine Ziehung kann nicht enden, bevor sie versiegelt wurde.',

  // The draw as read: title, details, winners.
  untitledDraw: 'Ziehung ohne Titel',
  detailAlgorithm: 'Algorithmus',
  detailCommitted: 'Versiegelt',
  detailFinished: 'Abgeschlossen',
  detailCancelled: 'Abgebrochen',
  detailEntries: 'Einträge',
  detailWinners: 'Gewinner',
  winnersDrawnOfSealed: '{drawn} von {sealed} versiegelten gezogen',
  detailWinnersToDraw: 'Zu ziehende Gewinner',
  detailCommitment: 'Siegel',
  detailServerSeed: 'Server-Startwert',
  serverSeedSecret: 'Geheim, bis die Ziehung abgeschlossen ist',
  detailPublicSeed: 'Öffentlicher Startwert',
  publicSeedNone: '(keiner)',
  publicSeedNotChosen: 'Noch nicht gewählt',
  noWinnerDrawn: 'Es wurde kein Gewinner gezogen.',
  winnersInOrder: 'Gewinner in der Reihenfolge der Ziehung',
  winnersBeforeCancelled: 'Gewinner, die vor dem Abbruch gezogen wurden',
  winnerAt: '(Position {position})',
  moreWinnersShown:
    'und {count, plural, one {# weiterer Gewinner, in der Liste unten markiert} other {# weitere Gewinner, jeweils in der Liste unten markiert}}.',
  moreWinnersPrinted: 'und {count, plural, one {# weiterer Gewinner, der im Protokoll steht} other {# weitere Gewinner, die im Protokoll stehen}}.',
  copyVerificationLink: 'Prüflink kopieren',
  downloadRecord: 'Protokoll herunterladen',
  print: 'Drucken',

  // On paper only: the link as a QR code.
  qrCodeLabel: '{link, select, announcement {QR-Code des Ankündigungslinks} other {QR-Code des Prüflinks}}',
  qrCodeScan:
    '{link, select, announcement {Scannen, um den Ankündigungslink zu öffnen und die Ziehung selbst zu prüfen:} other {Scannen, um den Prüflink zu öffnen und die Ziehung selbst zu prüfen:}}',
  qrCodeTooLong:
    '{link, select, announcement {Der Ankündigungslink ist zu lang für einen QR-Code ({length} Zeichen; ein Smartphone liest bis zu {max}). Bewahre die Protokolldatei oder den Link selbst auf und prüfe ihn auf dieser Seite.} other {Der Prüflink ist zu lang für einen QR-Code ({length} Zeichen; ein Smartphone liest bis zu {max}). Bewahre die Protokolldatei oder den Link selbst auf und prüfe ihn auf dieser Seite.}}',
  qrCodeNoLink: 'Aus dieser Eingabe ließ sich kein Link erstellen.',

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: 'Teilnehmer suchen',
  findHint: 'Gib einen Namen so ein, wie er eingetragen wurde, um zu sehen, ob er auf der Liste steht und ob er gewonnen hat.',
  findHintAnnounced: 'Gib einen Namen so ein, wie er eingetragen wurde, um zu sehen, ob er auf der Liste steht.',
  foundExactly: '„{query}“ ist in dieser Ziehung, genau wie eingegeben, {count, plural, =1 {auf einer Position} other {auf # Positionen}}.',
  foundLooseToo:
    '{count, plural, one {# weiterer Eintrag unterscheidet sich davon nur in Groß-/Kleinschreibung oder Leerzeichen.} other {# weitere Einträge unterscheiden sich davon nur in Groß-/Kleinschreibung oder Leerzeichen.}}',
  foundLoosely:
    '„{query}“ steht in dieser Ziehung nicht genau so, wie eingegeben. Ohne Rücksicht auf Groß-/Kleinschreibung und Leerzeichen passt es zu {count, plural, =1 {einer Position} other {# Positionen}}:',
  foundLooselyAdvice: 'Die Ziehung vergleicht Texte exakt – prüfe also, welche Schreibweise deine ist.',
  notFound: '„{query}“ ist nicht in dieser Ziehung, auch nicht, wenn man Groß-/Kleinschreibung und Leerzeichen ignoriert.',
  matchAt: 'Position {position}: {text} ({standing})',
  matchWon: 'gewonnen: Gewinner {winner}',
  matchWonBeforeCancelled: 'als Gewinner {winner} gezogen, bevor die Ziehung abgebrochen wurde',
  matchNotDrawnYet: 'noch nicht gezogen',
  matchDidNotWin: 'nicht gewonnen',
  moreMatches: '{count, plural, one {und # weitere Position mit demselben Text.} other {und # weitere Positionen mit demselben Text.}}',

  // The list of entries.
  longListNote:
    'Eine lange Liste zeigt eine Zeile pro Eintrag; längere Texte werden hier gekürzt. Mit „Teilnehmer suchen“ oben siehst du einen Eintrag vollständig.',
  listCaption: 'Die Liste: {entries, plural, one {# Eintrag} other {# Einträge}}, {winners, plural, one {# Gewinner} other {# Gewinner}}',
  listCaptionAnnounced:
    'Die Liste: {entries, plural, one {# Eintrag} other {# Einträge}}, {winners, plural, one {# Gewinner} other {# Gewinner}} zu ziehen',
  columnPosition: 'Position',
  columnEntry: 'Eintrag',
  columnWon: 'Gewonnen',
  wonAs: 'Gewinner {winner}',

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: 'So funktioniert eine überprüfbare Ziehung',
  howItWorksIntro:
    'Mit einer überprüfbaren Ziehung können alle, die ein Gewinnspiel verfolgen, hinterher nachprüfen, wie die Gewinner bestimmt wurden. Sie beruht auf einem öffentlichen Versprechen vor der ersten Drehung und auf ein paar Zeilen Rechnung, die jeder nachrechnen kann. In Version 3, dem Standard, bleibt dem Veranstalter nichts mehr zu lenken; Version 2 ist nur so fair wie ihr öffentlicher Startwert.',
  termServerSeed: 'Server-Startwert',
  termCommitment: 'Siegel',
  termAnnouncementLink: 'Ankündigungslink',
  termVerificationLink: 'Prüflink',
  stepSealTitle: 'Der Veranstalter versiegelt die Ziehung.',
  stepSeal:
    'Die Liste wird gesperrt, und der Browser des Veranstalters erzeugt einen geheimen {serverSeed} aus 32 Zufallsbytes. Dann berechnet er das {commitment} (Commitment): einen SHA-256-Fingerabdruck aus Server-Startwert, Zeitpunkt, Anzahl der Gewinner, Titel und Liste. Der Fingerabdruck verrät nichts über den Startwert, und doch kann niemand einen anderen Startwert, eine andere Liste oder eine andere Anzahl an Gewinnern mit demselben Fingerabdruck finden.',
  stepAnnounceTitle: 'Der Veranstalter kündigt sie an.',
  stepAnnounce:
    'Vor der ersten Drehung veröffentlicht der Veranstalter das Siegel oder einen {announcementLink}, der diese Seite mit Liste, Anzahl der Gewinner, Zeitpunkt und Siegel öffnet – so können Teilnehmer prüfen, ob sie dabei sind.',
  stepPublicSeedTitle: 'Das Publikum liefert einen öffentlichen Startwert.',
  stepPublicSeed:
    'Nach der Ankündigung liefert das Publikum einen Text, den der Veranstalter vorher nicht kennen und nicht bestimmen konnte: ein Wort aus dem Chat, die Lottozahlen von heute Abend. So kann ein Veranstalter nicht heimlich einen Startwert nach dem anderen ausprobieren, bis einer einen Freund bevorzugt.',
  stepWinnersTitle: 'Jeder Gewinner ergibt sich aus den beiden Startwerten.',
  stepWinners:
    'Der Server-Startwert ist der Schlüssel eines HMAC über den öffentlichen Startwert und die Nummer des Gewinners; das Ergebnis wählt einen der noch verbliebenen Einträge aus, mit exakt gleichen Chancen. Das Rad landet dann auf diesem Eintrag.',
  stepRevealTitle: 'Der Veranstalter deckt den Startwert auf.',
  stepReveal:
    'Ist die Ziehung abgeschlossen (oder abgebrochen), wird das Protokoll mit Liste, beiden Startwerten, Gewinnern und Zeitpunkten als Datei oder als {verificationLink} geteilt. Diese Seite berechnet daraus Siegel und Gewinner neu. Der Teil einer Adresse nach {hash} wird nie an einen Server gesendet, die Prüfung findet also in deinem Browser statt.',

  // The algorithm in full.
  algorithmHeading: 'Der Algorithmus im Detail',
  algorithmIntro:
    'Mit diesem Abschnitt kannst du dein eigenes Prüfprogramm schreiben. Durchgehend gilt: Text wird als UTF-8 zu Bytes; Hexadezimalzahlen sind kleingeschrieben; {lf} ist das einzelne Zeilenvorschubzeichen U+000A; Positionen, {k} und {c} zählen ab 0; Zahlen werden dezimal geschrieben, ohne Vorzeichen, führende Nullen oder Trennzeichen. Heutige Ziehungen verwenden {v2}; das ältere {v1} wird danach beschrieben.',
  textsHeading: 'Texte',
  textsRules:
    'Der Titel (0 bis {maxTitle} Codepunkte) und jeder Eintrag liegen in der Unicode-Normalform NFC vor und enthalten keinen Codepunkt der allgemeinen Unicode-Kategorien Cc, Cs, Zl oder Zp: keine Steuerzeichen (also keine Zeilenumbrüche oder Tabulatoren), keine einzelnen Surrogat-Codepunkte (halbe UTF-16-Ersatzpaare), keine Zeilen- oder Absatztrenner (U+2028, U+2029). Da kein versiegelter Text einen Zeilenvorschub enthält, zerfallen die Zeilen des Siegels wieder genau in seine Teile.',
  textsEntries:
    'Ein Eintrag ist nie leer und besteht nie nur aus Leerraum (Unicode-Eigenschaft White_Space). Einträge dürfen sich wiederholen; ein Gewinner wird über seine Position benannt, nicht über seinen Text.',
  textsOrder:
    'Die Einträge behalten die Reihenfolge auf dem Rad. Die Prüfungen vergleichen Texte exakt, Codepunkt für Codepunkt, ohne Änderung der Groß-/Kleinschreibung.',
  serverSeedHeading: 'Server-Startwert und Zeitpunkt',
  serverSeedText:
    'Der Server-Startwert besteht aus 32 Zufallsbytes, geschrieben als 64 Hexadezimalziffern, bei jedem Byte die höherwertige Ziffer zuerst. {committedAt} ist der Zeitpunkt des Versiegelns in UTC, geschrieben genau als {format} (24 Zeichen, immer drei Stellen Millisekunden, immer {z}). {finishedAt} und {cancelledAt} haben dieselbe Form und liegen nicht vor {committedAt}.',
  commitmentHeading: 'Das Siegel',
  commitmentIntro:
    'Verbinde diese Zeilen mit LF (kein LF nach der letzten), kodiere den Text als UTF-8 und bilde davon SHA-256. Das Siegel ist der 32-Byte-Hashwert in Hexadezimalschreibweise:',
  commitmentLinesLabel: 'Die Zeilen des Siegels in Version 2',
  commitmentLines: `{algorithm}
<serverSeed: 64 Hex-Ziffern>
<committedAt: z. B. 2026-11-23T10:00:00.000Z>
<winnersCount: z. B. 3>
<title: eine leere Zeile, wenn es keinen gibt>
<Eintrag an Position 0>
<Eintrag an Position 1>
…
<letzter Eintrag>`,
  commitmentAfter:
    'Der Server-Startwert steht hier als seine 64 Hexadezimalzeichen. Das Siegel legt also Startwert, Zeitpunkt, Anzahl der Gewinner, Titel und jeden Eintrag in seiner Reihenfolge fest.',
  publicSeedHeading: 'Die kanonische Form des öffentlichen Startwerts',
  publicSeedIntro:
    'Viele verschiedene Zeichenketten sehen wie dasselbe Wort aus. Damit ein Veranstalter nicht zwischen unsichtbaren oder anders mit Leerzeichen geschriebenen Varianten des Publikumsworts wählen kann, verwendet die Ziehung den öffentlichen Startwert nur in einer kanonischen Form, die in diesen Schritten entsteht:',
  publicSeedStepNfkc: 'Wende die Unicode-Normalisierung NFKC an.',
  publicSeedStepSpaces:
    'Ersetze jeden Leerraum-Codepunkt (White_Space) durch ein Leerzeichen (U+0020). Das sind: {codePoints}. Dieser Schritt kommt vor dem nächsten, damit ein Tabulator oder Zeilenumbruch zu einem Leerzeichen wird, statt zu verschwinden.',
  publicSeedStepRemove:
    'Entferne jeden standardmäßig ignorierbaren Codepunkt (Default_Ignorable: {codePoints}) und jeden Codepunkt der Unicode-Kategorie C (Steuerzeichen, Formatzeichen, Surrogat-Codepunkte, Codepunkte zur privaten Nutzung und nicht zugewiesene Codepunkte).',
  publicSeedStepRuns: 'Ersetze jede Folge von Leerzeichen durch ein einzelnes Leerzeichen und entferne ein Leerzeichen am Anfang und am Ende.',
  publicSeedStepRepeat:
    'Hat sich der Text verändert, beginne mit dem Ergebnis erneut bei Schritt 1; hör auf, sobald eine Runde ihn unverändert lässt. (Durch das Entfernen eines Zeichens können zwei Zeichen zusammenrücken, die NFKC dann kombiniert; eine Runde reicht also nicht immer.)',
  publicSeedAfter:
    'Der kanonische Startwert hat höchstens {max} Codepunkte und darf leer sein. Das Protokoll enthält die kanonische Form; ein Prüfprogramm bestätigt, dass die Schritte sie unverändert lassen. Was als nicht zugewiesen gilt, hängt von der Unicode-Version deiner Software ab – ein Startwert aus alltäglichen Buchstaben, Ziffern und Satzzeichen wird also überall gleich geprüft.',
  winnersHeading: 'Die Gewinner ziehen',
  winnersIntro:
    'Die Gewinner werden ohne Zurücklegen gezogen, einer nach dem anderen, bis es {winnersCount} sind. Der HMAC-Schlüssel sind die 32 Bytes, für die die Hexadezimalziffern des Server-Startwerts stehen, nicht die 64 Zeichen seines Textes. Die ersten vier Bytes jedes HMAC werden als eine vorzeichenlose 32-Bit-Zahl gelesen, höchstwertiges Byte zuerst (Big-Endian).',
  winnerStepsLabel: 'Die Schritte, mit denen die Gewinner gezogen werden',
  winnerSteps: `remaining = die Positionen 0 … n−1 der Einträge, in Listenreihenfolge
for k = 0, 1, …, (Anzahl der Gewinner − 1):
  n = die Anzahl der Positionen in remaining
  limit = floor(2^32 / n) × n
  for c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = die 32 Bytes von serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    if u < limit:
      Gewinner k = remaining[u mod n]  (seine Position und der Text des Eintrags)
      diese Position aus remaining entfernen
      weiter mit dem nächsten k`,
  winnersCutOff:
    'Werte von {u} ab {limit} bis {twoTo32} − 1 werden verworfen, und das nächste {c} wird versucht: Ohne diese Grenze würde {u} mod {n} die ersten Positionen bevorzugen, wann immer {n} kein Teiler von {twoTo32} ist. Ein Beispiel: Mit dem öffentlichen Startwert {seed} ist die Nachricht für den ersten Versuch des zweiten Gewinners die {bytes} Bytes von {message}, wobei ␊ für LF steht.',
  exampleSeed: 'Ananas',
  recordHeading: 'Protokoll und Ankündigung',
  recordFields:
    'Ein Protokoll ist ein JSON-Objekt mit genau diesen Feldern: {algorithm}, {title}, {entries} (eine Liste von Texten), {winnersCount} (eine Zahl), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (kanonisch), {winners} (eine Liste von Objekten mit {position} und {text}, in der Reihenfolge der Ziehung, jeder Text gleich dem Eintrag an seiner Position) sowie entweder {finishedAt} oder {cancelledAt}. Ein abgeschlossenes Protokoll hat genau {winnersCount} Gewinner, ein abgebrochenes höchstens so viele. Sein Aufbau, ohne die Hexadezimalwerte:',
  recordShapeLabel: 'Der Aufbau eines Protokolls der Version 2',
  exampleTitle: 'Verlosung im Café',
  exampleRecordSeed: 'Ananas 2026',
  exampleHex: '<64 Hex-Ziffern>',
  announcementFields:
    'Eine Ankündigung besteht nur aus den ersten sechs Feldern und wird vor der ersten Drehung veröffentlicht: {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} und {commitment}. Die Reihenfolge der Felder und die Leerzeichen im JSON spielen für die Prüfungen keine Rolle.',
  linksHeading: 'Die Links',
  linksText:
    'Ein Prüflink ist die Adresse dieser Seite, gefolgt von {hashR} und dem Protokoll; ein Ankündigungslink verwendet {hashA} und die Ankündigung. Beide werden so gepackt: das JSON als UTF-8-Bytes, komprimiert mit reinem DEFLATE (RFC 1951: ohne zlib- oder gzip-Kopfdaten und ohne Prüfsumme), dann in base64url geschrieben (das Alphabet {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} und {underscore}), ohne Auffüllung mit {equals}. In Node.js entpackt dieser Befehl einen Link in {file}:',
  unpackLinkLabel: 'Ein Node.js-Befehl, der einen Link entpackt',
  unpackLinkPlaceholder: 'DER LINK',
  linksLimits:
    'Diese Seite hört auf, einen Link zu entpacken, der länger als {maxChars} Zeichen ist, und lehnt eine Liste mit mehr als {maxEntries} Einträgen ab. Sie antwortet dann mit „zu groß“, ohne etwas daraus anzuzeigen: Wenige Kilobyte komprimierter Daten können sich zu Gigabytes entpacken.',
  version1Heading: 'Version 1',
  version1Text:
    'Protokolle aus der Zeit vor Version 2 nennen {v1}. Ihre Felder sind {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} und {finishedAt} (ein beliebiges Datum mit Uhrzeit nach ISO 8601). Das Siegel ist der hexadezimale SHA-256 des UTF-8-Textes aus {v1}, LF, dem Server-Startwert, LF und den mit LF verbundenen Einträgen. Der öffentliche Startwert wird genau so verwendet, wie er dasteht, ohne kanonische Form, und die Gewinner ergeben sich aus denselben HMAC-Schritten, so viele, wie das Protokoll aufführt. Version 1 versiegelte weder Titel noch Zeitpunkte noch Anzahl der Gewinner; diese Seite verifiziert ein solches Protokoll daher und weist darauf hin, dass es den älteren Algorithmus verwendet.',
  pageChecksHeading: 'Die Prüfungen auf dieser Seite',
  pageCheckRecord:
    'Das Protokoll ist lesbar, nennt {v2} oder {v1} und hat jedes Feld in der richtigen Form (Textregeln, Hexadezimalwerte, Zeitpunkte, Anzahl der Gewinner und kanonischer öffentlicher Startwert).',
  pageCheckCommitment: 'Das aus allen abgedeckten Angaben neu berechnete Siegel stimmt mit dem veröffentlichten überein.',
  pageCheckWinners:
    'Die aus den beiden Startwerten neu berechneten Gewinner sind dieselben Einträge, auf denselben Positionen, in derselben Reihenfolge und so viele, wie versiegelt wurden.',
  pageCheckBeacon:
    'Bei Version 3 kommen zwei Prüfungen dazu: Die drand-Runde erscheint mindestens 30 Sekunden nach dem Versiegeln, und ihre Signatur passt zum öffentlichen Schlüssel von drand quicknet; die Gewinner werden dann aus dem SHA-256-Wert dieser Signatur neu berechnet. Ein Protokoll der Version 3, das alle fünf besteht, ist „Verifiziert“, mit Runde und Zeitpunkt.',
  pageChecksVerdicts:
    'Das Ergebnis lautet nur dann „Verifiziert“, wenn ein abgeschlossenes Protokoll alle drei Prüfungen besteht. Ein abgebrochenes Protokoll, das sie besteht, ist „Abgebrochen“: echt, aber ohne Ergebnis. Eine Ankündigung ist „Angekündigt, noch nicht gezogen“, da sich ihr Siegel erst prüfen lässt, wenn der Startwert aufgedeckt ist. Alles andere ist „Nicht verifiziert“, mit der fehlgeschlagenen Prüfung und dem Grund. Bestandene Prüfungen zeigen, dass die Gewinner durch eine Liste und einen Startwert festgelegt waren, die vor der Ziehung versiegelt wurden. Sie können nicht ausschließen, dass der Veranstalter mehrere Ziehungen versiegelt und nur eine davon veröffentlicht hat. Ein Siegel ist daher am meisten wert, wenn es vor der ersten Drehung dort veröffentlicht wird, wo das Publikum es sieht.',

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: 'Selbst nachprüfen',
  checkYourself:
    'Du musst auch dieser Seite nicht vertrauen. Speichere das Ziehungsprotokoll als {recordFile}, speichere den Code unten als {codeFile} und führe {command} mit Node.js 18 oder neuer aus. Das Programm prüft alle drei Versionen und gibt dieselben Ergebnisse aus wie diese Seite (auf Englisch). Für die Versionen 1 und 2 braucht es nur das eingebaute crypto-Modul von Node; die Signatur der Beacon-Runde einer Ziehung in Version 3 prüft es mit der Bibliothek @noble/curves (npm install @noble/curves im selben Ordner).',
  copyCode: 'Code kopieren',
  copiedCode: 'Code',
  downloadCode: '{file} herunterladen',
  referenceLabel: 'Referenzimplementierung, {file}',

  // Version 3 auf dieser Seite. {publishedAt} und {drawAt} sind Datum und Uhrzeit im Format und in der
  // Zeitzone der Besucher; {round} steht ohne Tausendertrennzeichen.
  verdictVerifiedBeacon: 'Verifiziert: Die Gewinner wurden von drand-Runde {round} bestimmt, veröffentlicht am {publishedAt}.',
  beaconNoteTitle: 'Was kein Protokoll allein beweisen kann',
  beaconNote:
    'Die Gewinner ergeben sich aus drand-Runde {round}, veröffentlicht am {publishedAt}: Vorher konnte niemand ihren Wert kennen, weder der Veranstalter noch diese Website. Der Zeitpunkt der Versiegelung stammt allerdings vom Gerät des Veranstalters. Prüfen Sie, ob die Ankündigung (sein Beitrag mit dem Ankündigungslink oder dem Siegel) schon vor {publishedAt} öffentlich war. Eine Ziehung, die erst danach gezeigt wurde, könnte jemand versiegelt haben, der die Gewinner schon kannte.',
  detailBeacon: 'Zufallsquelle',
  beaconName: 'drand quicknet (League of Entropy)',
  detailRound: 'Runde',
  detailDecidedAt: 'Runde veröffentlicht',
  detailSignature: 'Signatur der Runde',
  signatureNone: 'Keine: Die Ziehung wurde abgebrochen, bevor die Runde erschien.',
  countdownLabel: 'Verbleibende Zeit',
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: '{days, plural, one {# Tag} other {# Tage}}, {clock}',
  roundIsOut: 'Runde {round} ist erschienen: Die Gewinner stehen fest.',
  announcementV3NoteTitle: 'Wie es weitergeht',
  announcementV3Note:
    'Der Veranstalter hat die Liste, die Zahl der Gewinner und drand-Runde {round} versiegelt, die am {drawAt} erscheint. Bis dahin kann niemand die Gewinner kennen, auch er selbst nicht; danach kann jeder sie hier ausrechnen, ohne auf ihn zu warten. Bewahre diesen Link auf und prüfe unten mit „Teilnehmer suchen“, ob du auf der Liste stehst.',
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    'Die Schaltfläche unten fragt die öffentlichen Relays von drand ({relays}) nach Runde {round}. Gesendet wird nur die Rundennummer. Die Antwort zählt nur, wenn ihre Signatur zum öffentlichen Schlüssel von drand quicknet passt; das prüft diese Seite in Ihrem Browser.',
  checkNowButton: 'Gewinner jetzt prüfen',
  checkNowFetching: 'Runde {round} wird bei den Relays von drand abgefragt…',
  checkNowDone:
    'Runde {round} kam von {relay}, und ihre Signatur passt zum öffentlichen Schlüssel von drand quicknet. Das sind die Gewinner der Ziehung, ob der Veranstalter schon fertig ist oder nicht.',
  checkNowWinnersHeading: 'Von Runde {round} bestimmte Gewinner',
  checkNowHostMustMatch: 'Der Prüflink des Veranstalters muss genau diese Gewinner in dieser Reihenfolge zeigen.',
  checkNowFailed:
    'Die Relays von drand waren nicht erreichbar, oder keines lieferte eine gültige Signatur. Ersatzweise wird nichts anderes verwendet. Prüfe deine Verbindung und versuche es erneut.',
  checkNowNotYet: 'Runde {round} ist nach der Uhr von drand noch nicht erschienen. Versuche es in ein paar Sekunden erneut.',
  tryAgain: 'Erneut versuchen',

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: 'Nur so fair wie der öffentliche Startwert',
  v2Caution:
    'Eine Ziehung der Version 2 ist nur so fair wie ihr öffentlicher Startwert. Der Veranstalter kennt den Server-Startwert: Hat nicht das Publikum den öffentlichen Startwert nach der Ankündigung gewählt, dann konnte er ihn selbst wählen und so lange Werte durchprobieren, bis sein Favorit gewinnt, und das Protokoll bestünde trotzdem jede Prüfung. Frag nach, wer den Startwert gewählt hat und wann.',
  v2CautionEmptySeed: 'Diese Ziehung hat gar keinen öffentlichen Startwert: Ihre Gewinner folgen allein aus dem Server-Startwert des Veranstalters.',
  v2CautionSoon:
    'Diese Ziehung endete {seconds, plural, one {# Sekunde} other {# Sekunden}} nach der Versiegelung: zu früh, als dass ein Publikum einen Startwert hätte wählen können.',
  v2CautionFuture: 'Ihre Zeitangaben liegen in der Zukunft ({fields}): Die Uhr des Geräts ging falsch, oder das Protokoll ist erfunden.',
  futureTime: '{field}: {at}',

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: 'Version 3: Eine öffentliche Zufallsquelle entscheidet',
  v3Intro:
    'Heutige Ziehungen beziehen ihren Zufall von drand quicknet, einer öffentlichen Zufallsquelle der League of Entropy: Unabhängige Organisationen (Universitäten, Unternehmen, Stiftungen) veröffentlichen gemeinsam alle 3 Sekunden einen neuen Zufallswert, den die Gruppe signiert. Kein Mitglied kann einen Wert vorher kennen oder wählen, und jeder kann ihn mit dem öffentlichen Schlüssel des Netzes prüfen.',
  v3Steer:
    'Beim Versiegeln legt der Veranstalter die Liste, die Zahl der Gewinner und einen Ziehungszeitpunkt mindestens 30 Sekunden im Voraus fest, und damit die erste Runde, die zu diesem Zeitpunkt oder danach erscheint. Die Gewinner werden aus der Signatur dieser Runde berechnet, die vorher niemand kennen kann. Es gibt keinen geheimen Startwert: Weder der Veranstalter noch diese Website kann das Ergebnis lenken oder es heimlich neu versuchen.',
  v3Check:
    'Was du prüfen solltest: dass die Ankündigung vor dem Zeitpunkt der Runde öffentlich war. Alles andere beweist das Protokoll hier in deinem Browser, ganz ohne Netz (die Liste, die Runde, ihre Signatur, die Gewinner). Wann der Veranstalter es zuerst gezeigt hat, kann es nicht beweisen, denn der Zeitpunkt der Versiegelung kommt von seinem Gerät.',
  v3Algorithm:
    'In {v3} ist das Siegel der SHA-256-Wert der Zeilen {v3}, Zeitpunkt, Zahl der Gewinner, Hashwert der drand-Kette (chain hash), Runde, Titel und Einträge. Der HMAC-Schlüssel ist SHA-256 der Signatur der Runde, und die Nachricht beginnt mit dem Siegel, wo Version 2 den öffentlichen Startwert hat. Das Prüfprogramm am Ende dieser Seite erledigt all das.',
  v2Heading: 'Version 2: Ein öffentlicher Startwert aus dem Publikum',
  v2StepsCaution:
    'Die Schritte oben beschreiben Version 2, die für Ziehungen ohne Netz bleibt. Sie ist nur so fair wie ihr öffentlicher Startwert: Hat nicht das Publikum ihn nach der Ankündigung gewählt, dann konnte der Veranstalter es tun und heimlich Werte durchprobieren, bis sein Favorit gewinnt.',
};
