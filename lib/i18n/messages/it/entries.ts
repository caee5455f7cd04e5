import type { Messages } from '../shape';

/** The Entries tab: the list, its tools, imports and the undo history. */
export const entries: Messages['entries'] = {
  newEntryLabel: 'Nuova voce',
  newEntryPlaceholder: "Scrivi un'opzione e premi Invio",
  add: 'Aggiungi',

  addMany: 'Aggiungi più voci',
  importFromFile: 'Importa da file',
  undoLastChange: "Annulla l'ultima modifica",
  listTools: 'Strumenti della lista',
  shuffleEntries: 'Mescola le voci',
  sortEntries: 'Ordina le voci dalla A alla Z',
  removeDuplicates: 'Rimuovi le voci doppie',
  clearEntries: 'Elimina tutte le voci',

  importWrongKind: 'Scegli un file .txt o .csv.',
  importTooLarge: 'Il file è troppo grande per una lista di voci (il limite è 5 MB).',
  importNotText: "Il file non è di testo: sembra un'immagine, un programma o un archivio. Non è stato importato nulla; scegli una lista salvata come .txt o .csv.",
  importEmpty: 'Il file non contiene voci.',
  importUnreadable: 'Non è stato possibile leggere il file.',
  headingQuestion: "La prima riga, «{heading}», sembra un'intestazione di colonna. Vuoi escluderla dalle voci?",
  leaveOutHeading: "Escludi l'intestazione",
  keepHeading: 'Tienila come voce',

  visibleSummary:
    '{visible, plural, one {{number} visibile sulla ruota} other {{number} visibili sulla ruota}}{hidden, plural, =0 {} one { (# nascosta)} other { (# nascoste)}}',
  shortenedNotice:
    '{count, plural, one {# voce supera i {max} caratteri: sulla ruota e nella lista si vede accorciata, ma resta completa nella tua lista, nei risultati e nelle esportazioni.} other {# voci superano i {max} caratteri: sulla ruota e nella lista si vedono accorciate, ma restano complete nella tua lista, nei risultati e nelle esportazioni.}}',
  emptyList: 'Ancora nessuna voce. Aggiungi la tua prima opzione qui sopra!',

  listLabel: 'Voci',
  reorderInstructions:
    'Per riordinare, premi Spazio o Invio per prendere la voce. Spostala con i tasti freccia su e giù, poi premi Spazio o Invio per lasciarla, oppure Esc per annullare.',
  handleRoleDescription: 'maniglia di trascinamento',
  reorderEntry: 'Sposta {entry}',
  entryColor: 'Colore di {entry}',
  editEntry: 'Modifica {entry}',
  hideEntry: 'Nascondi {entry}',
  showEntry: 'Mostra {entry}',
  duplicateEntry: 'Duplica {entry}',
  copyOf: '{entry} (copia)',
  deleteEntry: 'Elimina {entry}',
  editBox: 'Modifica voce',

  unnamedEntry: 'Voce',
  pickedUp: 'Hai preso {entry}, posizione {position} di {total}.',
  movedTo: '{entry} ora è in posizione {position} di {total}.',
  notOverList: '{entry} non è più sopra la lista.',
  droppedAt: 'Hai lasciato {entry} in posizione {position} di {total}.',
  droppedOutside: "Hai lasciato {entry} fuori dalla lista: l'ordine non cambia.",
  reorderCancelled: 'Spostamento annullato. {entry} resta in posizione {position}.',

  addManyTitle: 'Aggiungi più voci insieme',
  addManyLabel: 'Voci, una per riga',
  addManyPlaceholder: 'Rita\nEnrico\nMaria',
  addManyHint: 'Incolla o scrivi una voce per riga.',
  addManyCount: '{count, plural, one {# voce da aggiungere} other {# voci da aggiungere}}',
  addEntries: 'Aggiungi le voci',
  addManyHeldTitle: '{lines, plural, one {# riga incollata} other {# righe incollate}}',
  addManyHeldCounting: 'Conto le righe incollate…',
  addManyHeldWhy: 'Un elenco così lungo resta fuori dalla casella, così la pagina rimane scattante. «Aggiungi le voci» aggiunge ogni riga.',
  addManyHeldPreview: 'Prime righe incollate',
  addManyHeldMore: 'E {count, plural, one {un’altra riga} other {altre # righe}}.',
  addManyHeldClear: 'Togli le righe incollate',

  addedTitle: '{count, plural, one {# voce aggiunta.} other {# voci aggiunte.}}',
  addedDescription: 'Le trovi in fondo alla lista.',
  importedTitle: '{count, plural, one {# voce importata.} other {# voci importate.}}',
  importedDescription: 'Aggiunte in fondo alla lista da {fileName}.',
  importedWithoutHeading: "Aggiunte in fondo alla lista da {fileName}. L'intestazione «{heading}» è stata esclusa.",
  shuffledTitle: 'Voci mescolate.',
  shuffledDescription: '{count, plural, one {# voce} other {# voci}} in un nuovo ordine casuale.',
  sortedTitle: 'Voci ordinate dalla A alla Z.',
  sortedDescription: '{count, plural, one {# voce} other {# voci}}, con i numeri in ordine numerico.',
  noDuplicatesTitle: 'Nessuna voce doppia.',
  noDuplicatesDescription: 'Le voci sono già tutte diverse: non è stato rimosso nulla.',
  duplicatesRemovedTitle: '{count, plural, one {# voce doppia rimossa.} other {# voci doppie rimosse.}}',
  duplicatesRemovedDescription: 'È stata tenuta la prima di ciascuna.',
  clearedTitle: 'Tutte le voci sono state eliminate.',
  clearedDescription: '{count, plural, one {# voce rimossa.} other {# voci rimosse.}}',
  deletedTitle: 'Voce eliminata',
  deletedDescription: '«{entry}» non è più nella lista.',

  lockedTitle: 'La lista è bloccata',
  lockedDescription: "È in corso un'estrazione verificabile: prima concludila o annullala nella scheda Rotazione.",
  undoneTitle: 'Modifica annullata',
  undidAdded:
    'Annullato: aggiunta di {count, plural, one {# voce} other {# voci}}{later, plural, =0 {} one { e # modifica successiva} other { e # modifiche successive}}.',
  undidRemoved:
    'Annullato: rimozione di {count, plural, one {# voce} other {# voci}}{later, plural, =0 {} one { e # modifica successiva} other { e # modifiche successive}}.',
  undidChanged: 'Annullato: modifica di 1 voce{later, plural, =0 {} one { e # modifica successiva} other { e # modifiche successive}}.',
  undidReplaced: 'Annullato: sostituzione della lista{later, plural, =0 {} one { e # modifica successiva} other { e # modifiche successive}}.',
  nothingToUndoTitle: 'Niente da annullare',
  nothingToUndoDescription: 'Quella modifica non è più nella cronologia (che conserva le ultime 50).',
  replacedTitle: "La tua lista è stata sostituita in un'altra scheda",
  replacedDescription:
    'Lì è stato aperto {what, select, template {un link a un modello} sharedWheel {il link di una ruota condivisa} other {un link}}. Con «Annulla» ritrovi la tua lista, qui e in tutte le schede.',
  historyCutTitle: 'Dopo aver ricaricato non tutte le modifiche si potranno annullare',
  historyCutDescription:
    "{kept, plural, =0 {La cronologia delle modifiche non entra in ciò che questo browser conserva, quindi dopo aver ricaricato «Annulla l'ultima modifica» riparte dalla lista così com'è.} one {Solo la tua ultima modifica entra in ciò che questo browser conserva, quindi è l'unica che «Annulla l'ultima modifica» potrà raggiungere dopo aver ricaricato.} other {Solo le tue ultime # modifiche entrano in ciò che questo browser conserva, quindi sono le uniche che «Annulla l'ultima modifica» potrà raggiungere dopo aver ricaricato.}} Fino ad allora, puoi annullare qualsiasi modifica.",
  picturesLeftOutNotice:
    "Con più di {max} voci visibili sulla ruota non c'è più spazio per le immagini, quindi vengono omesse; la scheda del vincitore e i risultati continuano a mostrarle.",
};
