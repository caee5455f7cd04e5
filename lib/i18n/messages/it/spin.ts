import type { Messages } from '../shape';

/** Spinning: the spin button and modes, the stage, the winner card and a hosted draw's winners. */
export const spin: Messages['spin'] = {
  spinButton: 'GIRA LA RUOTA!',
  spinningButton: 'In rotazione…',
  spinProgress: 'Avanzamento del giro',
  spinMode: 'Modalità di rotazione',
  modeClassic: 'Classica',
  modeClassicDescription: 'Una velocità casuale tra la minima e la massima.',
  modeRandom: 'Casuale',
  modeRandomDescription: 'In più parte da un giro extra casuale, fino a mezzo giro.',
  modePressHold: 'Tieni premuto',
  modePressHoldDescription: 'Tieni premuta la ruota per darle velocità, poi lasciala andare.',
  modeFlick: 'Spinta',
  modeFlickDescription: 'Afferra la ruota e dalle una spinta: più è forte, più a lungo gira.',
  pressHoldTip:
    'Suggerimento: tieni premuto sulla ruota per caricare la velocità, poi rilascia. Da tastiera, tieni premuto Spazio sulla ruota.',
  flickTip: 'Suggerimento: afferra la ruota e dalle una spinta attorno al centro per farla girare.',
  minimumSpeed: 'Velocità minima',
  maximumSpeed: 'Velocità massima',
  accelerationRate: 'Accelerazione',
  decelerationRate: 'Decelerazione',
  speedsNote: "Velocità e modalità cambiano solo l'aspetto del giro. Ogni voce visibile ha sempre la stessa probabilità.",

  winnerSelected: 'Abbiamo un vincitore!',
  noEntriesTitle: 'Nessuna voce disponibile',
  noEntriesDescription: 'Aggiungi qualche voce per poter girare la ruota.',
  drawCompleteTitle: 'Tutti i vincitori sono stati estratti',
  drawCompleteDescription:
    "L'estrazione ha tutti i suoi vincitori. Concludila nella scheda Rotazione per svelare il seme e ottenere il link di verifica.",
  winnerChosen: 'La ruota ha scelto «{entry}».',
};
