import type { Messages } from '../shape';

/** /verify: reading a draw record or link and reporting what checks out. */
export const verify: Messages['verify'] = {
  // The checker's form.
  recordLabel: "Registro dell'estrazione",
  recordHint: 'Incolla un link di verifica, un link di annuncio o il JSON del registro. Nulla di ciò che incolli esce da questa pagina.',
  checkButton: 'Controlla il registro',
  openRecordFile: 'Scegli un file di registro (.json)',

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: 'Controllo in corso…',
  verdictVerified: 'Verificata',
  verdictNotVerified: 'Non verificata: il controllo «{check}» non è stato superato. {detail}',
  verdictAnnounced: 'Annunciata, non ancora estratta',
  verdictCancelled:
    "Annullata: l'organizzatore ha interrotto questa estrazione dopo {drawn, plural, one {{drawn} vincitore} other {{drawn} vincitori}} su {sealed}. Il sigillo e i vincitori estratti finora sono autentici, ma l'estrazione non ha un risultato.",
  verdictBrokeDown: 'Non verificata: questo browser non è riuscito a completare i controlli ({error}).',

  // Notes above the checks.
  announcementNoteTitle: "Cosa fare prima dell'estrazione",
  announcementNoteIntro:
    "Questo è un annuncio: l'organizzatore ha sigillato la lista, il numero di vincitori e l'ora, e ha pubblicato il sigillo. Non è ancora stato estratto nulla e, finché il seme pubblico non è noto, nessuno può ricavare i vincitori, nemmeno l'organizzatore.",
  announcementStepSeedTitle: "Serve un seme pubblico che l'organizzatore non possa controllare.",
  announcementStepSeed:
    "Dopo la pubblicazione di questo annuncio, il pubblico sceglie un testo che nessuno poteva conoscere prima e che l'organizzatore non può scegliere né cambiare: una parola scritta in chat da uno spettatore, oppure i prossimi numeri ufficiali del Lotto. L'organizzatore lo inserisce prima del primo giro; i vincitori derivano da questo seme e dal seme segreto sigillato.",
  announcementStepKeepTitle: 'Conserva questo link per controllare in seguito.',
  announcementStepKeep:
    "Quando l'estrazione è conclusa, apri in questa pagina il link di verifica dell'organizzatore. Deve mostrare la stessa lista, lo stesso numero di vincitori, la stessa ora e lo stesso sigillo di questo annuncio, oltre al seme pubblico concordato.",
  /** {checkYouAreIn} is announcementStepFindTitle, in bold; "Find an entrant" is findLabel. */
  announcementStepFind: '{checkYouAreIn} con «Cerca un partecipante» qui sotto.',
  announcementStepFindTitle: 'Controlla di essere nella lista',
  copyAnnouncementLink: 'Copia il link di annuncio',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedLink: 'Link',
  cancelledNoteTitle: 'Questa estrazione è stata annullata',
  cancelledNote:
    "L'organizzatore ha interrotto questa estrazione dopo {drawn, plural, one {# vincitore} other {# vincitori}} su {sealed}, quindi non ha un risultato. I controlli qui sotto mostrano se il suo sigillo e i vincitori estratti prima dell'interruzione sono autentici. Un'estrazione annullata conserva il suo registro, quindi chi annulla e ricomincia lascia una traccia: se dopo questa c'è stata un'estrazione con la stessa lista, chiedi spiegazioni all'organizzatore.",
  olderAlgorithmNoteTitle: 'Un algoritmo precedente',
  olderAlgorithmNote:
    "Questo registro usa l'algoritmo precedente, {v1}. Il suo sigillo copriva solo il seme segreto e la lista: non sigillava il titolo, l'ora né il numero di vincitori, che quindi potevano essere cambiati dopo la pubblicazione del sigillo. Il seme pubblico veniva usato esattamente come era stato scritto. Le estrazioni di oggi usano {v2}, che sigilla tutti questi dati.",
  tooLargeNoteTitle: 'Troppo grande da aprire',
  tooLargeNote:
    "Questi dati contengono più di quanto possa contenere un'estrazione di {maxEntries} voci, quindi la pagina ha smesso di leggerli e non ne mostra nulla. Un link del genere non è un'estrazione di SpinFair: chiedi invece all'organizzatore il file del registro.",

  // The checks, each with its outcome.
  checksHeading: 'Controlli',
  checkOutcome: '{check}: {outcome}',
  outcomePassed: 'Superato',
  outcomeFailed: 'Non superato',
  outcomeNotChecked: 'Non controllato',
  checkRecordLabel: 'Il registro è leggibile e segue {v3}, {v2} o {v1}',
  checkCommitmentLabel: 'Tutto ciò che è sigillato corrisponde al sigillo',
  checkWinnersLabel: 'I vincitori derivano dai semi',

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    'Un annuncio: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}} da estrarre.',
  announcementReadTitled:
    'Un annuncio di «{title}»: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}} da estrarre.',
  recordRead:
    'Un registro completo: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}.',
  recordReadTitled:
    'Un registro completo di «{title}»: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}.',
  cancelledRecordRead:
    'Un registro annullato: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}.',
  cancelledRecordReadTitled:
    'Un registro annullato di «{title}»: {entries, plural, one {{entries} voce} other {{entries} voci}}, {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}.',
  notCheckedUnread: 'Non controllato: non è stato possibile leggere il registro.',
  notCheckedYet: "Si controlla quando l'estrazione è conclusa e l'organizzatore svela il seme segreto.",
  commitmentMatchesV1:
    "Lo SHA-256 del seme segreto e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà il sigillo pubblicato.",
  commitmentMatchesV2:
    "Lo SHA-256 del seme segreto, dell'ora, del numero di vincitori, del titolo e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà il sigillo pubblicato.",
  /** {recomputed} and {commitment} are the first 12 hexadecimal digits of each, then "…". */
  commitmentDiffersV1:
    "Lo SHA-256 del seme segreto e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà {recomputed}, ma il sigillo è {commitment}: qualcosa di ciò che è sigillato non è quello che l'organizzatore aveva sigillato.",
  commitmentDiffersV2:
    "Lo SHA-256 del seme segreto, dell'ora, del numero di vincitori, del titolo e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà {recomputed}, ma il sigillo è {commitment}: qualcosa di ciò che è sigillato non è quello che l'organizzatore aveva sigillato.",
  winnersOverEntriesCheck:
    "Il registro elenca {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}, ma un'estrazione senza reinserimento da {entries, plural, one {{entries} voce ne ha al massimo {entries}} other {{entries} voci ne ha al massimo {entries}}}.",
  positionOutOfRange: 'Il vincitore {winner} ha la posizione {position}, ma le posizioni della lista vanno da 0 a {last}.',
  wrongWinner:
    'Il vincitore {winner} dovrebbe essere la posizione {expectedPosition} («{expectedText}»), ma il registro indica la posizione {claimedPosition} («{claimedText}»).',
  wrongText: 'Il vincitore {winner} è in posizione {position}, il cui testo è «{expectedText}», ma il registro indica «{claimedText}».',
  winnersCountDiffers:
    "L'estrazione era stata sigillata per {sealed, plural, one {{sealed} vincitore} other {{sealed} vincitori}}, ma il registro concluso ne ha {winners}.",
  noWinners: "Il registro non ha vincitori, quindi non c'è niente da ricalcolare.",
  winnersMatch:
    'Ricalcolando dal seme segreto e dal seme pubblico, {winners, plural, one {il vincitore risulta lo stesso} other {tutti i {winners} vincitori risultano gli stessi, nello stesso ordine}}.',
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "Il round del beacon è pubblicato dopo la sigillatura",
  checkSignatureLabel:
    "La firma del round è di drand quicknet",
  notCheckedUntilRound:
    "Si controlla quando il round del beacon è pubblicato e l'estrazione è conclusa.",
  commitmentMatchesV3:
    "Lo SHA-256 dell'ora, del numero di vincitori, della catena e del round del beacon, del titolo e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà il sigillo pubblicato.",
  commitmentDiffersV3:
    "Lo SHA-256 dell'ora, del numero di vincitori, della catena e del round del beacon, del titolo e {entries, plural, one {dell'unica voce} other {delle {entries} voci}} dà {recomputed}, ma il sigillo è {commitment}: qualcosa di ciò che è sigillato non è quello che l'organizzatore ha sigillato.",
  roundAfterCommit:
    "Il round {round} è pubblicato {seconds, plural, one {{seconds} secondo} other {{seconds} secondi}} dopo il sigillo, quindi nessuno poteva conoscerne la casualità quando l'estrazione è stata sigillata.",
  roundTooSoon:
    "Il round {round} è pubblicato {seconds, plural, one {{seconds} secondo} other {{seconds} secondi}} dopo il sigillo, meno dei 30 secondi che servono a un'estrazione: la sua casualità poteva essere nota alla sigillatura.",
  signatureVerifies:
    "La firma del round {round} è valida con la chiave pubblica di drand quicknet.",
  signatureForged:
    "La firma non è valida per il round {round} con la chiave pubblica di drand quicknet: non è quella del beacon.",
  signatureNotOut:
    "L'estrazione è stata annullata prima che il round {round} fosse pubblicato: non c'è una firma da controllare.",
  beaconWinnersMatch:
    "Ricalcolando dalla casualità del round (lo SHA-256 della sua firma) e dal sigillo, {winners, plural, one {il vincitore risulta lo stesso} other {tutti i {winners} vincitori risultano gli stessi, nello stesso ordine}}.",
  beaconProblem:
    "«beacon» {problem, select, notObject {manca o non è un oggetto} otherChain {indica una catena diversa da drand quicknet} notRound {non ha un numero di round (un numero intero da 1)} notSignature {ha una firma che non è di 96 cifre esadecimali minuscole} other {non ha una firma, che serve a un'estrazione conclusa e a ogni vincitore estratto}}.",
  noCrypto:
    "Questo browser non è riuscito a calcolare SHA-256 o HMAC qui ({error}). Prova con un browser aggiornato, all'indirizzo https del sito.",

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: "Non c'è niente da controllare: inserisci un registro dell'estrazione o un link di verifica.",
  notRecordOrLink: "Il testo non è né un registro dell'estrazione (JSON) né un link di verifica (un indirizzo con «#r=»).",
  tooLarge:
    '{source, select, verification {Il link di verifica è troppo grande: una volta decompresso supera ciò che può contenere un registro di {maxEntries} voci, quindi non è stato aperto.} announcement {Il link di annuncio è troppo grande: una volta decompresso supera ciò che può contenere un registro di {maxEntries} voci, quindi non è stato aperto.} other {Il testo è troppo grande: una volta decompresso supera ciò che può contenere un registro di {maxEntries} voci, quindi non è stato aperto.}}',
  notJson:
    "{source, select, verification {Il registro contenuto nel link di verifica non è un JSON valido: forse è stato troncato o modificato a mano.} announcement {Il registro contenuto nel link di annuncio non è un JSON valido: forse è stato troncato o modificato a mano.} other {Il registro dell'estrazione non è un JSON valido: forse è stato troncato o modificato a mano.}}",
  linkEmpty: '{link, select, announcement {Il link di annuncio non contiene nulla dopo «#a=».} other {Il link di verifica non contiene nulla dopo «#r=».}}',
  linkDamaged:
    '{link, select, announcement {Il link di annuncio è danneggiato: dopo «#a=» contiene caratteri o ha una lunghezza che un link non ha mai.} other {Il link di verifica è danneggiato: dopo «#r=» contiene caratteri o ha una lunghezza che un link non ha mai.}}',
  linkIncomplete:
    '{link, select, announcement {Il link di annuncio è incompleto o danneggiato: non è stato possibile decomprimerne il contenuto. Copia di nuovo il link per intero.} other {Il link di verifica è incompleto o danneggiato: non è stato possibile decomprimerne il contenuto. Copia di nuovo il link per intero.}}',
  linkNotUtf8: '{link, select, announcement {Il link di annuncio non contiene testo UTF-8.} other {Il link di verifica non contiene testo UTF-8.}}',

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: 'Il registro non è un oggetto JSON.',
  noAlgorithm: 'Il registro non indica il suo algoritmo.',
  unknownAlgorithm: "Il registro indica l'algoritmo «{algorithm}»; questa pagina controlla {v3}, {v2} e {v1}.",
  unknownAlgorithmNotText: 'Come algoritmo, il registro indica un valore che non è un testo; questa pagina controlla {v3}, {v2} e {v1}.',
  notText:
    '{part, select, entry {La voce {number} manca o non è un testo.} winnerText {Il testo del vincitore {number} manca o non è un testo.} other {«{field}» manca o non è un testo.}}',
  brokenCharacter:
    '{part, select, entry {La voce {number} contiene un carattere danneggiato (un surrogato UTF-16 spaiato).} winnerText {Il testo del vincitore {number} contiene un carattere danneggiato (un surrogato UTF-16 spaiato).} other {«{field}» contiene un carattere danneggiato (un surrogato UTF-16 spaiato).}}',
  notHex64: '«{field}» deve essere formato da 64 cifre esadecimali minuscole.',
  notDateTime: '«{field}» non è una data e ora ISO 8601.',
  notExactTime: "«{field}» deve essere un'ora UTC scritta esattamente come YYYY-MM-DDTHH:MM:SS.sssZ.",
  entriesNotList: '«entries» manca o non è una lista.',
  entriesEmpty: "«entries» è vuoto: un'estrazione ha bisogno di almeno una voce.",
  tooManyEntries: "L'estrazione è troppo grande: ha più di {maxEntries} voci.",
  entryLineBreak: "La voce {entry} contiene un a capo, che le voci di un'estrazione non hanno mai.",
  /** {codePoint} is written as Unicode writes it, e.g. U+0007. */
  entryBreaksRules:
    "La voce {entry} non rispetta le regole sui testi dell'estrazione: {problem, select, empty {è vuota o contiene solo spazi} lineBreak {contiene un a capo} lineSeparator {contiene un separatore di riga (U+2028), che equivale a un a capo} paragraphSeparator {contiene un separatore di paragrafo (U+2029), che equivale a un a capo} tab {contiene una tabulazione} loneSurrogate {contiene un carattere danneggiato (un surrogato isolato)} control {contiene il carattere di controllo invisibile {codePoint}} other {non è nella forma normale Unicode NFC}}.",
  titleBreaksRules:
    "Il titolo non rispetta le regole sui testi dell'estrazione: {problem, select, tooLong {supera i {max} caratteri} lineBreak {contiene un a capo} lineSeparator {contiene un separatore di riga (U+2028), che equivale a un a capo} paragraphSeparator {contiene un separatore di paragrafo (U+2029), che equivale a un a capo} tab {contiene una tabulazione} loneSurrogate {contiene un carattere danneggiato (un surrogato isolato)} control {contiene il carattere di controllo invisibile {codePoint}} other {non è nella forma normale Unicode NFC}}.",
  winnersNotList: '«winners» manca o non è una lista.',
  winnersOverEntries:
    "Il registro elenca {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}, ma un'estrazione da {entries, plural, one {{entries} voce ne ha al massimo {entries}} other {{entries} voci ne ha al massimo {entries}}}.",
  winnerNotObject: 'Il vincitore {winner} non è un oggetto con una posizione e un testo.',
  winnerPosition: 'La posizione del vincitore {winner} non è un numero intero maggiore o uguale a 0.',
  extraField: 'Il registro ha un campo «{field}» che la sua versione non prevede.',
  winnersCountRange: '«winnersCount» deve essere un numero intero da 1 al numero di voci ({entries}).',
  publicSeedNotCanonical:
    "«publicSeed» non è nella sua forma canonica (niente caratteri invisibili, spazi singoli, al massimo {max} caratteri), quindi non è quello che usa un'estrazione.",
  winnersOverSealed: "Il registro elenca {winners, plural, one {{winners} vincitore} other {{winners} vincitori}}, ma l'estrazione era stata sigillata per {sealed}.",
  notOneEnd: 'Un registro della versione 2 ha esattamente uno dei due campi «finishedAt» e «cancelledAt».',
  endBeforeCommitted: "«{field}» è precedente a «committedAt»: un'estrazione non può finire prima di essere stata sigillata.",

  // The draw as read: title, details, winners.
  untitledDraw: 'Estrazione senza titolo',
  detailAlgorithm: 'Algoritmo',
  detailCommitted: 'Sigillata il',
  detailFinished: 'Conclusa il',
  detailCancelled: 'Annullata il',
  detailEntries: 'Voci',
  detailWinners: 'Vincitori',
  winnersDrawnOfSealed: '{drawn, plural, one {{drawn} estratto} other {{drawn} estratti}} su {sealed, plural, one {{sealed} sigillato} other {{sealed} sigillati}}',
  detailWinnersToDraw: 'Vincitori da estrarre',
  detailCommitment: 'Sigillo',
  detailServerSeed: 'Seme segreto',
  serverSeedSecret: "Segreto fino alla fine dell'estrazione",
  detailPublicSeed: 'Seme pubblico',
  publicSeedNone: '(nessuno)',
  publicSeedNotChosen: 'Non ancora scelto',
  noWinnerDrawn: 'Non è stato estratto nessun vincitore.',
  winnersInOrder: "Vincitori nell'ordine di estrazione",
  winnersBeforeCancelled: "Vincitori estratti prima dell'annullamento",
  /** After the winner's text; {position} is written without thousands separators. */
  winnerAt: '(posizione {position})',
  moreWinnersShown:
    'e {count, plural, one {un altro vincitore, segnato} other {altri # vincitori, ciascuno segnato}} nella lista qui sotto.',
  moreWinnersPrinted: 'e {count, plural, one {un altro vincitore} other {altri # vincitori}}, nel registro.',
  copyVerificationLink: 'Copia il link di verifica',
  downloadRecord: 'Scarica il registro',
  print: 'Stampa',

  // On paper only: the link as a QR code.
  qrCodeLabel: '{link, select, announcement {Codice QR del link di annuncio} other {Codice QR del link di verifica}}',
  qrCodeScan:
    "{link, select, announcement {Inquadra il codice per aprire il link di annuncio e controllare tu stesso l'estrazione:} other {Inquadra il codice per aprire il link di verifica e controllare tu stesso l'estrazione:}}",
  qrCodeTooLong:
    '{link, select, announcement {Il link di annuncio è troppo lungo per un codice QR ({length} caratteri; un telefono ne legge al massimo {max}). Conserva il file del registro o il link stesso e controllalo in questa pagina.} other {Il link di verifica è troppo lungo per un codice QR ({length} caratteri; un telefono ne legge al massimo {max}). Conserva il file del registro o il link stesso e controllalo in questa pagina.}}',
  qrCodeNoLink: 'Non è stato possibile creare un link da questi dati.',

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: 'Cerca un partecipante',
  findHint: 'Scrivi un nome esattamente come è stato inserito per vedere se è nella lista e se ha vinto.',
  findHintAnnounced: 'Scrivi un nome esattamente come è stato inserito per vedere se è nella lista.',
  foundExactly: "«{query}» è in questa estrazione, esattamente come l'hai scritto, {count, plural, =1 {in una posizione} other {in # posizioni}}.",
  foundLooseToo:
    "{count, plural, one {Un'altra voce si distingue da questa solo per maiuscole o spazi.} other {Altre # voci si distinguono da questa solo per maiuscole o spazi.}}",
  foundLoosely:
    "«{query}» non è in questa estrazione esattamente come l'hai scritto. Ignorando maiuscole e spazi, corrisponde a {count, plural, =1 {una posizione} other {# posizioni}}:",
  foundLooselyAdvice: "L'estrazione confronta i testi alla lettera: controlla come è scritto il tuo nome.",
  notFound: '«{query}» non è in questa estrazione, nemmeno ignorando maiuscole e spazi.',
  /** {standing} is one of the four below. */
  matchAt: 'Posizione {position}: {text} ({standing})',
  matchWon: 'ha vinto: vincitore {winner}',
  matchWonBeforeCancelled: "ha vinto come vincitore {winner} prima che l'estrazione fosse annullata",
  matchNotDrawnYet: 'estrazione non ancora avvenuta',
  matchDidNotWin: 'non ha vinto',
  moreMatches: "{count, plural, one {e un'altra posizione con lo stesso testo.} other {e altre # posizioni con lo stesso testo.}}",

  // The list of entries.
  longListNote:
    "In una lista lunga c'è una riga per voce e qui i testi più lunghi vengono accorciati. Usa «Cerca un partecipante» qui sopra per vedere una voce per intero.",
  listCaption:
    'La lista: {entries, plural, one {# voce} other {# voci}}, {winners, plural, one {# vincitore} other {# vincitori}}',
  listCaptionAnnounced:
    'La lista: {entries, plural, one {# voce} other {# voci}}, {winners, plural, one {# vincitore} other {# vincitori}} da estrarre',
  columnPosition: 'Posizione',
  columnEntry: 'Voce',
  columnWon: 'Ha vinto',
  /** {winner} is written without thousands separators. */
  wonAs: 'Vincitore {winner}',

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: "Come funziona un'estrazione verificabile",
  howItWorksIntro:
    "Un'estrazione verificabile permette a chiunque segua un giveaway di controllare, a cose fatte, come sono stati scelti i vincitori. Si basa su un impegno preso in pubblico prima del primo giro e su qualche riga di aritmetica che chiunque può rifare. Con la versione 3, quella predefinita, all'organizzatore non resta nulla da pilotare; la versione 2 è equa solo quanto il suo seme pubblico.",
  termServerSeed: 'seme segreto',
  termCommitment: 'sigillo',
  termAnnouncementLink: 'link di annuncio',
  termVerificationLink: 'link di verifica',
  stepSealTitle: "L'organizzatore sigilla l'estrazione.",
  stepSeal:
    "La lista viene bloccata e il browser dell'organizzatore crea un {serverSeed} di 32 byte casuali. Poi calcola il {commitment}: un'impronta SHA-256 del seme segreto, dell'ora, del numero di vincitori, del titolo e della lista. L'impronta non rivela nulla del seme, eppure nessuno può trovare un altro seme, un'altra lista o un altro numero di vincitori con la stessa impronta.",
  stepAnnounceTitle: "L'organizzatore la annuncia.",
  stepAnnounce:
    "Prima del primo giro l'organizzatore pubblica il sigillo, oppure un {announcementLink} che apre questa pagina con la lista, il numero di vincitori, l'ora e il sigillo, così i partecipanti possono controllare di esserci.",
  stepPublicSeedTitle: 'Il pubblico aggiunge un seme pubblico.',
  stepPublicSeed:
    "Dopo l'annuncio, il pubblico fornisce un testo che l'organizzatore non poteva conoscere in anticipo né può scegliere: una parola dalla chat, i numeri del Lotto di stasera. Così l'organizzatore non può provare un seme dopo l'altro di nascosto finché non ne trova uno che favorisca un amico.",
  stepWinnersTitle: 'Ogni vincitore deriva dai due semi.',
  stepWinners:
    'Il seme segreto è la chiave di un HMAC calcolato sul seme pubblico e sul numero del vincitore; il risultato sceglie una delle voci ancora in gara, con probabilità esattamente uguali. Poi la ruota si ferma su quella voce.',
  stepRevealTitle: "L'organizzatore svela il seme.",
  stepReveal:
    "Quando l'estrazione è conclusa (o annullata), il registro con la lista, entrambi i semi, i vincitori e gli orari viene condiviso come file o come {verificationLink}. Questa pagina ricalcola da lì il sigillo e i vincitori. La parte di un indirizzo che segue {hash} non viene mai inviata a un server, quindi il controllo avviene dentro il tuo browser.",

  // The algorithm in full.
  algorithmHeading: "L'algoritmo completo",
  algorithmIntro:
    "Questa sezione basta per scrivere un verificatore tutto tuo. Ovunque, il testo diventa byte in UTF-8; l'esadecimale è minuscolo; {lf} è il singolo carattere di a capo U+000A; le posizioni, {k} e {c} partono da 0; e i numeri sono scritti in decimale, senza segno, senza zeri iniziali e senza separatori. Le estrazioni di oggi usano {v2}; la precedente, {v1}, è descritta più avanti.",
  textsHeading: 'I testi',
  textsRules:
    'Il titolo (da 0 a {maxTitle} punti di codice) e ogni voce sono nella forma normale Unicode NFC e non contengono punti di codice delle categorie generali Unicode Cc, Cs, Zl o Zp: niente caratteri di controllo (quindi niente a capo né tabulazioni), niente surrogati isolati, niente separatori di riga o di paragrafo (U+2028, U+2029). Poiché nessun testo sigillato contiene un a capo, le righe del sigillo si separano di nuovo esattamente nelle sue parti.',
  textsEntries:
    'Una voce non è mai vuota né fatta solo di spazi bianchi (proprietà Unicode White_Space). Le voci possono ripetersi; un vincitore è identificato dalla sua posizione, non dal testo.',
  textsOrder:
    "Le voci mantengono l'ordine della ruota. I controlli confrontano i testi alla lettera, punto di codice per punto di codice, senza cambiare maiuscole e minuscole.",
  serverSeedHeading: "Il seme segreto e l'ora",
  serverSeedText:
    'Il seme segreto è formato da 32 byte casuali scritti come 64 cifre esadecimali, con la cifra più significativa di ogni byte per prima. {committedAt} è il momento della sigillatura in UTC, scritto esattamente come {format} (24 caratteri, sempre tre cifre per i millisecondi, sempre {z}). {finishedAt} e {cancelledAt} hanno la stessa forma e non sono precedenti a {committedAt}.',
  commitmentHeading: 'Il sigillo',
  commitmentIntro:
    "Unisci queste righe con LF (nessun LF dopo l'ultima), codifica il testo in UTF-8 e calcola lo SHA-256. Il sigillo è l'impronta di 32 byte così ottenuta, in esadecimale:",
  commitmentLinesLabel: 'Le righe del sigillo della versione 2',
  /** A code block: one line each; {algorithm} is the algorithm's name. */
  commitmentLines: `{algorithm}
<serverSeed: 64 cifre esadecimali>
<committedAt: per es. 2026-11-23T10:00:00.000Z>
<winnersCount: per es. 3>
<title: una riga vuota se non c'è>
<voce in posizione 0>
<voce in posizione 1>
…
<ultima voce>`,
  commitmentAfter:
    "Qui il seme segreto compare con i suoi 64 caratteri esadecimali. Il sigillo fissa quindi il seme, l'ora, il numero di vincitori, il titolo e ogni voce, nel suo ordine.",
  publicSeedHeading: 'La forma canonica del seme pubblico',
  publicSeedIntro:
    "Molte stringhe diverse sembrano la stessa parola. Perché l'organizzatore non possa scegliere tra varianti invisibili o di spaziatura della parola del pubblico, l'estrazione usa il seme pubblico solo in un'unica forma canonica, ottenuta con questi passaggi:",
  publicSeedStepNfkc: 'Applica la normalizzazione Unicode NFKC.',
  /** {codePoints} is a list such as "U+0009–U+000D, U+0020". */
  publicSeedStepSpaces:
    'Sostituisci ogni punto di codice di spaziatura (White_Space) con uno spazio (U+0020). Sono: {codePoints}. Questo passaggio viene prima del successivo, così una tabulazione o un a capo diventano uno spazio invece di sparire.',
  publicSeedStepRemove:
    'Rimuovi ogni punto di codice ignorabile per impostazione predefinita (Default_Ignorable: {codePoints}) e ogni punto di codice della categoria generale C (caratteri di controllo, caratteri di formato, surrogati, uso privato e punti di codice non assegnati).',
  publicSeedStepRuns: 'Sostituisci ogni sequenza di spazi con un solo spazio e togli lo spazio iniziale e quello finale.',
  publicSeedStepRepeat:
    'Se il testo è cambiato, ricomincia dal passaggio 1 con il risultato; fermati quando un giro lo lascia invariato. (Togliere un carattere può avvicinarne due che NFKC poi combina, quindi un solo giro non sempre basta.)',
  publicSeedAfter:
    'Il seme canonico ha al massimo {max} punti di codice e può essere vuoto. Il registro contiene la forma canonica; un verificatore conferma che i passaggi la lasciano invariata. Che cosa conti come non assegnato dipende dalla versione di Unicode del tuo software, quindi un seme fatto di lettere, cifre e punteggiatura di uso comune dà lo stesso risultato ovunque.',
  winnersHeading: "L'estrazione dei vincitori",
  winnersIntro:
    "I vincitori vengono estratti senza reinserimento, uno dopo l'altro, finché non sono {winnersCount}. La chiave dell'HMAC sono i 32 byte rappresentati dalle cifre esadecimali del seme segreto, non i 64 caratteri del suo testo. I primi quattro byte di ogni HMAC si leggono come un unico numero a 32 bit senza segno, con il byte più significativo per primo (big-endian).",
  winnerStepsLabel: 'I passaggi che estraggono i vincitori',
  /** A code block of pseudo-code: the words may change, the names and the arithmetic stay. */
  winnerSteps: `remaining = le posizioni 0 … n−1 delle voci, nell'ordine della lista
per k = 0, 1, …, (numero di vincitori − 1):
  n = il numero di posizioni in remaining
  limit = floor(2^32 / n) × n
  per c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = i 32 byte di serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    se u < limit:
      vincitore k = remaining[u mod n]  (la sua posizione e il testo della voce)
      togli quella posizione da remaining
      passa al k successivo`,
  /** {message} is the example seed followed by "␊1␊0"; {bytes} is its length in UTF-8. */
  winnersCutOff:
    'I valori di {u} da {limit} fino a {twoTo32} − 1 vengono scartati e si prova il {c} successivo: senza questo taglio, {u} mod {n} favorirebbe le prime posizioni ogni volta che {n} non divide {twoTo32}. Per esempio, con il seme pubblico {seed}, il messaggio del primo tentativo per il secondo vincitore è formato dai {bytes} byte di {message}, dove ␊ sta per LF.',
  /** An example public seed: a word the audience might give. */
  exampleSeed: 'ananas',
  recordHeading: "Il registro e l'annuncio",
  recordFields:
    "Un registro è un oggetto JSON con esattamente questi campi: {algorithm}, {title}, {entries} (una lista di testi), {winnersCount} (un numero), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (in forma canonica), {winners} (una lista di oggetti con {position} e {text}, nell'ordine di estrazione, ciascun testo uguale alla voce nella sua posizione) e uno tra {finishedAt} e {cancelledAt}. Un registro concluso ha esattamente {winnersCount} vincitori; uno annullato al massimo altrettanti. Ecco la sua struttura, senza i valori esadecimali:",
  recordShapeLabel: 'La struttura di un registro della versione 2',
  /** The example record's title and public seed, and what stands for a hexadecimal value in it. */
  exampleTitle: 'Giveaway del caffè',
  exampleRecordSeed: 'ananas 2026',
  exampleHex: '<64 cifre esadecimali>',
  announcementFields:
    "Un annuncio contiene solo i primi sei campi, pubblicati prima del primo giro: {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} e {commitment}. L'ordine dei campi e la spaziatura del JSON non contano per i controlli.",
  linksHeading: 'I link',
  linksText:
    "Un link di verifica è l'indirizzo di questa pagina seguito da {hashR} e dal registro; un link di annuncio usa {hashA} e l'annuncio. Entrambi sono impacchettati così: il JSON in byte UTF-8, compresso con DEFLATE puro (RFC 1951: nessuna intestazione zlib o gzip e nessuna somma di controllo), poi scritto in base64url (l'alfabeto {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} e {underscore}) senza il riempimento {equals}. In Node.js questo comando decomprime un link in {file}:",
  unpackLinkLabel: 'Un comando Node.js che decomprime un link',
  /** In the command, where the reader puts the link. */
  unpackLinkPlaceholder: 'IL LINK',
  linksLimits:
    'Questa pagina smette di decomprimere un link oltre i {maxChars} caratteri e rifiuta una lista di più di {maxEntries} voci, rispondendo «troppo grande» senza mostrarne nulla: pochi kilobyte compressi possono diventare gigabyte una volta decompressi.',
  version1Heading: 'Versione 1',
  version1Text:
    "I registri creati prima della versione 2 indicano {v1}. I loro campi sono {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} e {finishedAt} (una data e ora ISO 8601 qualsiasi). Il sigillo è lo SHA-256 esadecimale del testo UTF-8 formato da {v1}, LF, il seme segreto, LF e le voci unite da LF. Il seme pubblico si usa esattamente così com'è, senza forma canonica, e i vincitori derivano dagli stessi passaggi HMAC, tanti quanti ne elenca il registro. La versione 1 non sigillava il titolo, gli orari né il numero di vincitori, quindi questa pagina verifica un registro del genere e segnala che usa l'algoritmo precedente.",
  pageChecksHeading: 'I controlli di questa pagina',
  pageCheckRecord:
    "Il registro è leggibile, indica {v2} o {v1} e ha ogni campo nella forma corretta (le regole sui testi, l'esadecimale, gli orari, il numero di vincitori e il seme pubblico canonico).",
  pageCheckCommitment: 'Il sigillo ricalcolato da tutto ciò che copre è uguale a quello pubblicato.',
  pageCheckWinners:
    'I vincitori ricalcolati dai due semi sono le stesse voci, nelle stesse posizioni, nello stesso ordine e nel numero sigillato.',
  pageCheckBeacon:
    'Per la versione 3 ce ne sono altri due: il round di drand esce almeno 30 secondi dopo la sigillatura e la sua firma è valida per la chiave pubblica di drand quicknet; i vincitori si ricalcolano poi dallo SHA-256 di quella firma. Un registro della versione 3 che li supera tutti e cinque risulta «Verificata», con il round e la sua ora.',
  pageChecksVerdicts:
    "Il verdetto è «Verificata» solo per un registro concluso che supera tutti e tre i controlli. Se li supera un registro annullato, il verdetto è «Annullata»: autentica, ma senza un risultato. Un annuncio risulta «Annunciata, non ancora estratta», perché il suo sigillo si può controllare solo quando il seme viene svelato. In tutti gli altri casi il verdetto è «Non verificata», con il controllo non superato e il motivo. Superare i controlli dimostra che i vincitori sono stati fissati da una lista e da un seme sigillati prima dell'estrazione. Non può dimostrare che l'organizzatore abbia pubblicato una sola tra più estrazioni sigillate: per questo un sigillo vale di più quando viene pubblicato dove il pubblico può vederlo, prima del primo giro.",

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: 'Controlla tu stesso',
  checkYourself:
    "Non devi fidarti nemmeno di questa pagina. Salva il registro dell'estrazione come {recordFile}, salva il codice qui sotto come {codeFile} ed esegui {command} con Node.js 18 o successivo. Controlla tutte e tre le versioni e stampa (in inglese) gli stessi verdetti di questa pagina. Per le versioni 1 e 2 usa solo il modulo crypto integrato in Node; la firma del round del beacon di un'estrazione in versione 3 la controlla con la libreria @noble/curves (npm install @noble/curves nella stessa cartella).",
  copyCode: 'Copia il codice',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedCode: 'Codice',
  downloadCode: 'Scarica {file}',
  referenceLabel: 'Implementazione di riferimento, {file}',

  // Version 3 on this page. {publishedAt} and {drawAt} are a date and time in the visitor's format and
  // time zone; {round} is written without thousands separators.
  verdictVerifiedBeacon: 'Verificata: i vincitori li ha decisi il round {round} di drand, pubblicato il {publishedAt}.',
  beaconNoteTitle: 'Quello che nessun registro può dimostrare da solo',
  beaconNote:
    "I vincitori derivano dal round {round} di drand, pubblicato il {publishedAt}: prima di allora nessuno, né l'organizzatore né questo sito, poteva conoscerne il valore. L'ora della sigillatura, però, la fornisce il dispositivo dell'organizzatore. Controlla che l'annuncio (il suo post con il link di annuncio o il sigillo) fosse pubblico prima del {publishedAt}. Un'estrazione mostrata per la prima volta dopo quel momento potrebbe averla sigillata qualcuno che conosceva già i vincitori.",
  detailBeacon: 'Beacon',
  beaconName: 'drand quicknet (League of Entropy)',
  detailRound: 'Round',
  detailDecidedAt: 'Round pubblicato',
  detailSignature: 'Firma del round',
  signatureNone: "Nessuna: l'estrazione è stata annullata prima che il round uscisse.",
  countdownLabel: 'Tempo rimasto',
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: '{days, plural, one {# giorno} other {# giorni}}, {clock}',
  roundIsOut: 'Il round {round} è uscito: i vincitori sono decisi.',
  announcementV3NoteTitle: 'Cosa succede adesso',
  announcementV3Note:
    "L'organizzatore ha sigillato la lista, il numero di vincitori e il round {round} di drand, che uscirà il {drawAt}. Fino ad allora nessuno può sapere chi vince, nemmeno lui; da quel momento chiunque può calcolarlo qui, senza aspettare l'organizzatore. Conserva questo link e controlla di essere nella lista con «Cerca un partecipante» qui sotto.",
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    'Il pulsante qui sotto chiede il round {round} ai relay pubblici di drand ({relays}). Viene inviato solo il numero del round. La risposta vale solo se la sua firma è valida per la chiave pubblica di drand quicknet, e questa pagina lo controlla nel tuo browser.',
  checkNowButton: 'Controlla i vincitori adesso',
  checkNowFetching: 'Richiesta del round {round} ai relay di drand…',
  checkNowDone:
    "Round {round} ricevuto da {relay}, e la sua firma è valida per la chiave pubblica di drand quicknet. Ecco i vincitori dell'estrazione, che l'organizzatore abbia finito o no.",
  checkNowWinnersHeading: 'Vincitori decisi dal round {round}',
  checkNowHostMustMatch: "Il link di verifica dell'organizzatore deve mostrare proprio questi vincitori, in quest'ordine.",
  checkNowFailed:
    'Non è stato possibile raggiungere i relay di drand, oppure nessuno ha risposto con una firma valida. Al suo posto non si usa nient\'altro. Controlla la connessione e riprova.',
  checkNowNotYet: "Secondo l'orologio di drand il round {round} non è ancora uscito. Riprova fra qualche secondo.",
  tryAgain: 'Riprova',

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: 'Equa quanto il suo seme pubblico',
  v2Caution:
    "Un'estrazione della versione 2 è equa solo quanto il suo seme pubblico. L'organizzatore conosce il seme segreto: se il seme pubblico non l'ha scelto il pubblico dopo l'annuncio, può averlo scelto lui, provando un seme dopo l'altro finché non vinceva il suo preferito, e il registro supererebbe comunque tutti i controlli. Chiedi chi ha scelto il seme, e quando.",
  v2CautionEmptySeed: "Questa estrazione non ha alcun seme pubblico: i vincitori derivano soltanto dal seme segreto dell'organizzatore.",
  v2CautionSoon:
    'Questa estrazione si è chiusa {seconds, plural, one {# secondo} other {# secondi}} dopo la sigillatura: troppo presto perché un pubblico potesse scegliere un seme.',
  v2CautionFuture: "Le sue date sono nel futuro ({fields}): l'orologio del dispositivo era sbagliato, oppure il registro è inventato.",
  futureTime: '{field}: {at}',

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: 'Versione 3: decide un beacon pubblico',
  v3Intro:
    "Le estrazioni di oggi prendono il caso da drand quicknet, un beacon pubblico di casualità gestito dalla League of Entropy: organizzazioni indipendenti (università, aziende, fondazioni) che insieme pubblicano un nuovo valore casuale ogni 3 secondi, firmato dal gruppo. Nessun membro può conoscere o scegliere un valore prima che esca, e chiunque può verificarlo con la chiave pubblica della rete.",
  v3Steer:
    "Alla sigillatura l'organizzatore fissa la lista, il numero di vincitori e un'ora dell'estrazione almeno 30 secondi più avanti, e con essa il primo round del beacon pubblicato a quell'ora o dopo. I vincitori si calcolano dalla firma di quel round, che nessuno può conoscere in anticipo. Non c'è nessun seme segreto: né l'organizzatore né questo sito possono pilotare il risultato o ritentare di nascosto.",
  v3Check:
    "Quello che devi controllare tu: che l'annuncio fosse pubblico prima dell'ora del round. Tutto il resto lo dimostra il registro qui, nel tuo browser e senza rete (la lista, il round, la sua firma, i vincitori), ma non può dimostrare quando l'organizzatore l'ha mostrato per la prima volta, perché l'ora della sigillatura viene dal suo dispositivo.",
  v3Algorithm:
    "In {v3} il sigillo è lo SHA-256 delle righe {v3}, l'ora, il numero di vincitori, l'hash della catena drand (chain hash), il round, il titolo e le voci. La chiave dell'HMAC è lo SHA-256 della firma del round, e il messaggio comincia con il sigillo dove la versione 2 mette il seme pubblico. Il programma di verifica in fondo a questa pagina fa tutto questo.",
  v2Heading: 'Versione 2: un seme pubblico scelto dal pubblico',
  v2StepsCaution:
    "I passi qui sopra descrivono la versione 2, che resta per le estrazioni senza rete. È equa solo quanto il suo seme pubblico: se non l'ha scelto il pubblico dopo l'annuncio, può averlo fatto l'organizzatore, provando semi di nascosto finché non vinceva il suo preferito.",
};
