import type { Messages } from '../shape';

/** A checkable draw on the wheel page: sealing, announcing, spinning and finishing it. */
export const draw: Messages['draw'] = {
  // The switch
  checkableDraw: 'Estrazione verificabile',
  checkableDrawDescription: 'Sigilla la lista prima del primo giro: dopo, chiunque potrà controllare i vincitori.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Vincitori di questa estrazione',
  winnersInDrawHint:
    "Si fissa quando sigilli l'estrazione, insieme alla lista e al titolo della ruota: da 1 a {most} (le voci visibili).",
  noVisibleEntry: "Aggiungi almeno una voce visibile prima di sigillare l'estrazione.",
  sealUnderWay: "C'è già un'estrazione in corso.",
  sealNoEntries: "Un'estrazione verificabile ha bisogno di almeno una voce",
  sealWinnersCount:
    "{count, plural, one {Un'estrazione con {entries} voce ha {entries} vincitore, non {winnersCount}} other {Un'estrazione con {entries} voci ha da 1 a {entries} vincitori, non {winnersCount}}}",
  /** {problem} is the text rule broken; its other case is "not in NFC". */
  sealTitleProblem:
    'Il titolo non si può usare: {problem, select, tooLong {supera i {max} caratteri} lineBreak {contiene un a capo} lineSeparator {contiene un separatore di riga (U+2028), che equivale a un a capo} paragraphSeparator {contiene un separatore di paragrafo (U+2029), che equivale a un a capo} tab {contiene una tabulazione} loneSurrogate {contiene un carattere danneggiato (un surrogato isolato)} control {contiene il carattere di controllo invisibile {codePoint}} other {non è nella forma normale Unicode NFC}}.',
  /** {text} is the entry's first 40 characters. */
  sealEntryProblem:
    'La voce {number} («{text}») non si può usare: {problem, select, empty {è vuota o contiene solo spazi} lineBreak {contiene un a capo} lineSeparator {contiene un separatore di riga (U+2028), che equivale a un a capo} paragraphSeparator {contiene un separatore di paragrafo (U+2029), che equivale a un a capo} tab {contiene una tabulazione} loneSurrogate {contiene un carattere danneggiato (un surrogato isolato)} control {contiene il carattere di controllo invisibile {codePoint}} other {non è nella forma normale Unicode NFC}}.',
  sealing: 'Sigillo in corso…',
  sealDraw: "Sigilla l'estrazione",
  drawNotSealedTitle: 'Estrazione non sigillata',
  drawNotSealed: 'Questo browser non è riuscito a creare il sigillo (serve Web Crypto, disponibile solo sulle pagine sicure).',

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Fonte del caso',
  randomnessBeacon: 'Beacon pubblico (drand)',
  randomnessBeaconHelp:
    "I vincitori derivano dal valore casuale che drand (la League of Entropy, una rete di operatori indipendenti) pubblica all'ora dell'estrazione, firmato perché chiunque possa verificarlo. Nessuno, nemmeno tu, può conoscerlo o sceglierlo prima. Quello che da solo non dimostra: che hai condiviso l'annuncio prima dell'ora dell'estrazione, quindi pubblicalo per tempo.",
  randomnessSeed: 'Seme pubblico scelto dal pubblico',
  randomnessSeedHelp:
    "Funziona senza internet: ora viene sigillato un seme segreto e il tuo pubblico digita un seme pubblico dopo l'annuncio. È equo solo quanto la persona che digita quel seme: se non lo sceglie il pubblico, avresti potuto sceglierne uno che favorisce qualcuno.",
  drawTime: "Ora dell'estrazione",
  drawTimeHint:
    "Quando vengono decisi i vincitori, nel tuo fuso orario. Se lo lasci vuoto: 2 minuti dopo il sigillo. Da 30 secondi dopo il sigillo fino a 30 giorni più avanti.",
  drawTimeUnreadable:
    "L'ora dell'estrazione non è una data e un'ora complete: indica il giorno, l'ora e i minuti, oppure lascia il campo vuoto per 2 minuti dopo il sigillo.",
  drawTimeTooSoon:
    "L'ora dell'estrazione {time} cade meno di 30 secondi dopo il sigillo: scegli un momento successivo, oppure lascia il campo vuoto per 2 minuti dopo il sigillo.",
  drawTimeTooLate: "L'ora dell'estrazione {time} è a più di 30 giorni: scegli un momento entro i prossimi 30 giorni.",

  // A sealed draw
  commitmentLabel: "Sigillo dell'estrazione",
  commitmentSealed:
    "{count, plural, one {Sigillati: la lista, il titolo, l'ora e {wanted} vincitore, con un seme segreto.} other {Sigillati: la lista, il titolo, l'ora e {wanted} vincitori, con un seme segreto.}}",
  commitmentPublish: 'Pubblicalo prima del primo giro: sigilla la lista e un seme segreto.',
  copiedCommitment: 'Sigillo',
  copyCommitment: 'Copia il sigillo',
  announcementLabel: 'Link di annuncio',
  makingLink: 'Creazione del link…',
  announcementHelp:
    'Condividilo prima del primo giro: tutti potranno vedere la lista, il numero di vincitori e il sigillo, e controllare di esserci.',
  copiedLink: 'Link',
  copyAnnouncementLink: 'Copia il link di annuncio',
  publicSeedLabel: 'Seme pubblico',
  publicSeedHelp:
    "Facoltativo. Dopo aver condiviso l'annuncio, fai scegliere una parola al pubblico oppure usa un numero che nessuno conosce ancora.",
  publicSeedAfterSeal: 'Poiché arriva dopo il sigillo, nemmeno tu avresti potuto scegliere un seme segreto che favorisse qualcuno.',
  publicSeedCanonical: 'Caratteri invisibili e spazi in più vengono tolti, così il seme è esattamente quello che tutti leggono.',
  publicSeedLocked: "Bloccato: l'estrazione è iniziata.",
  winnersDrawn:
    '{count, plural, one {Vincitori estratti: {drawn} su {wanted}} other {Vincitori estratti: {drawn} su {wanted}}}',
  winnersSoFar: 'Vincitori finora',
  everyWinnerDrawn: "Tutti i vincitori sono stati estratti: concludi l'estrazione per svelarne il seme.",
  finishDraw: "Concludi l'estrazione",
  cancelDraw: "Annulla l'estrazione",

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    "{count, plural, one {Sigillati: la lista, il titolo, l'ora, {wanted} vincitore e il round di drand che lo decide.} other {Sigillati: la lista, il titolo, l'ora, {wanted} vincitori e il round di drand che li decide.}}",
  announcementHelpBeacon:
    "Condividilo prima dell'ora dell'estrazione: tutti vedono la lista, il numero di vincitori, l'ora dell'estrazione e il round, e possono verificare da sé i vincitori appena il round è pubblicato.",
  drawTimeSealed: 'Vincitori decisi il {time}',
  drandRound: 'round {round} di drand',
  countdown: '{days, plural, =0 {mancano {clock}} one {manca # giorno e {clock}} other {mancano # giorni e {clock}}}',
  waitingForRound: 'La ruota gira solo quando il round è pubblicato e la sua firma verificata.',
  roundFetching: "È l'ora dell'estrazione: recupero del round {round} di drand e verifica della firma…",
  roundVerified: 'Round {round} di drand ricevuto e firma verificata: ogni giro ora si ferma sul vincitore successivo.',
  roundUnreachable:
    "Impossibile recuperare il round {round} di drand: nessuno dei server di drand ha risposto con una firma valida. Non si usa nessun'altra fonte del caso: la lista resta bloccata finché il round non arriva, oppure puoi annullare l'estrazione.",
  tryAgain: 'Riprova',
  everyWinnerDrawnBeacon: "Tutti i vincitori sono estratti: concludi l'estrazione per ottenere il link di verifica.",
  drawFinishedBeacon:
    "{count, plural, one {Estrazione conclusa con {drawn} vincitore. Pubblica questo link dove hai pubblicato l'annuncio: chiunque può verificare la firma del round e il vincitore.} other {Estrazione conclusa con {drawn} vincitori. Pubblica questo link dove hai pubblicato l'annuncio: chiunque può verificare la firma del round e i vincitori.}}",

  // Asking before a draw is cancelled
  cancelTitle: 'Annullare questa estrazione?',
  cancelText:
    "{count, plural, =0 {L'estrazione finisce senza un risultato. Viene conservata come registro annullato e il suo link mostra a chiunque lo controlli che è stata annullata.} one {L'estrazione finisce senza un risultato. Viene conservata come registro annullato, con {drawn} vincitore estratto finora, e il suo link mostra a chiunque lo controlli che è stata annullata.} other {L'estrazione finisce senza un risultato. Viene conservata come registro annullato, con i {drawn} vincitori estratti finora, e il suo link mostra a chiunque lo controlli che è stata annullata.}}",
  keepDrawing: "Continua l'estrazione",
  cancelTheDraw: "Sì, annulla l'estrazione",

  // The draw that just ended
  drawFinished:
    "{count, plural, one {Estrazione conclusa con {drawn} vincitore. Ora il seme segreto è svelato: pubblica questo link dove hai pubblicato il sigillo, così chiunque potrà controllare l'estrazione.} other {Estrazione conclusa con {drawn} vincitori. Ora il seme segreto è svelato: pubblica questo link dove hai pubblicato il sigillo, così chiunque potrà controllare l'estrazione.}}",
  drawCancelled:
    "{count, plural, one {Estrazione annullata dopo {drawn, plural, one {{drawn} vincitore} other {{drawn} vincitori}} su {wanted}. Viene conservata come registro annullato: pubblica questo link dove hai pubblicato l'annuncio, così il pubblico vedrà che l'estrazione si è chiusa senza un risultato.} other {Estrazione annullata dopo {drawn, plural, one {{drawn} vincitore} other {{drawn} vincitori}} su {wanted}. Viene conservata come registro annullato: pubblica questo link dove hai pubblicato l'annuncio, così il pubblico vedrà che l'estrazione si è chiusa senza un risultato.}}",
  verificationLinkLabel: 'Link di verifica',
  cancelledLinkLabel: "Link dell'estrazione annullata",
  copyVerificationLink: 'Copia il link di verifica',
  copyCancelledLink: "Copia il link dell'estrazione annullata",
  downloadRecord: "Scarica il registro dell'estrazione",

  // Past draws
  pastDraws: 'Estrazioni precedenti',
  untitledDraw: 'Estrazione senza titolo',
  pastFinished: '{count, plural, one {Conclusa il {when}, {drawn} vincitore} other {Conclusa il {when}, {drawn} vincitori}}',
  pastCancelled: '{count, plural, one {Annullata il {when}, {drawn} vincitore} other {Annullata il {when}, {drawn} vincitori}}',
  check: 'Controlla',
  checkPastDraw: 'Controlla {title}',
  remove: 'Rimuovi',
  removePastDraw: 'Rimuovi {title} ({draw})',

  // Toasts
  linkNotMadeTitle: 'Link non creato',
  linkNotMade: 'Questo browser non è riuscito a creare il link. Scarica invece il registro.',
  verificationLinkNotMade: 'Questo browser non è riuscito a creare il link di verifica. Scarica invece il registro.',
  drawChangedTitle: "L'estrazione è cambiata",
  drawChanged: "L'estrazione è andata avanti in un'altra scheda: questo giro non è stato aggiunto.",

  // The entry list during a draw
  listLocked:
    "Durante un'estrazione verificabile la lista è bloccata. Per modificarla, concludi o annulla l'estrazione nella scheda Rotazione.",

  // Un elenco con immagini
  picturesNotInRecord: 'Le immagini non fanno parte del registro dell’estrazione: il sigillo copre solo i testi delle voci.',
};
