import type { Messages } from '../shape';

export const hosting: Messages['hosting'] = {
  // The Spin tab's options for hosts
  afterEachSpin: 'Dopo ogni giro',
  afterSpinKeep: 'Tieni il vincitore',
  afterSpinHide: 'Nascondi il vincitore',
  afterSpinRemove: 'Rimuovi il vincitore',
  winnersPerSpin: 'Vincitori per giro',
  winnersPerSpinHint:
    "Un solo clic estrae questo numero di vincitori diversi, un giro dopo l'altro: chi vince resta fuori fino alla fine della serie. Al massimo {most} (le voci visibili).",
  wheelTitle: 'Titolo della ruota',
  wheelTitlePlaceholder: 'Per esempio: giveaway del venerdì',
};
