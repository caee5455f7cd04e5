import type { Messages } from '../shape';

/** Shared controls and notices: buttons, copy, toasts, storage notices. */
export const ui: Messages['ui'] = {
  close: 'Chiudi',
  colorHex: '{label} (esadecimale)',
  copiedTitle: '{what} copiato',
  copiedDescription: '{what} copiato negli appunti.',
  textCopiedTitle: 'Testo copiato',
  textCopiedDescription: 'Testo copiato negli appunti.',
  copyFailedTitle: 'Copia non riuscita',
  copyFailedDescription: 'Il browser non ha permesso la copia. Seleziona il testo e copialo a mano.',
  undo: 'Annulla',
  notSavedTitle: 'Modifiche non salvate',
  notSavedDescription:
    'Questo browser non permette al sito di salvare nulla: lo strumento funziona solo per questa visita e dimentica tutto quando esci.',
  newerVersionTitle: 'Una versione più recente di SpinFair ha salvato i tuoi dati',
  newerVersionDescription:
    'Questa pagina è meno recente: lascia intatti quei dati e tiene le tue modifiche solo per questa visita. Ricarica per usare la versione più recente.',
  reload: 'Ricarica',
  listTooBigTitle: 'Questa lista è troppo lunga per essere salvata',
  listTooBigDescription:
    "Questo browser non riesce a conservare una lista così lunga, quindi resta solo finché non lasci questa pagina. Tutto il resto che modifichi viene salvato, e ricaricando torna {reload, select, saved {l'ultima lista salvata} other {la lista iniziale}}.",
  tooBigTitle: 'Troppo grande da salvare in questo browser',
  tooBigDescription: 'Una parte di quello che hai fatto qui supera ciò che questo browser conserva, quindi resta solo finché non lasci questa pagina. Tutto il resto viene salvato.',
};
