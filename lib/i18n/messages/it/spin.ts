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

  wheelLabel: 'Ruota delle estrazioni con {count, plural, one {{count} voce} other {{count} voci}}. Premi Spazio o Invio per girarla.',
  wheelLabelPressHold:
    'Ruota delle estrazioni con {count, plural, one {{count} voce} other {{count} voci}}. Tieni premuto Spazio per caricare la velocità, poi rilascia.',
  canvasTooSmall: 'Spazio insufficiente per la ruota',
  canvasEmpty: 'Aggiungi delle voci per girare!',
  fullscreen: 'Schermo intero',
  exitFullscreen: 'Esci da schermo intero',
  tapHint: 'Tocca la ruota o fai clic per farla girare.',
  pressHoldHint: 'Tieni premuta la ruota, poi lasciala andare.',
  flickHint: 'Afferra la ruota e dalle una spinta.',
  winnerLine: 'Vincitore: {entry}',
  wheelTitle: 'Titolo della ruota',
  wheelTitlePlaceholder: 'Per esempio: giveaway del venerdì',

  winnerCardTitle: '{count, plural, one {Vincitore} other {Vincitori}}',
  hideWinners: '{count, plural, one {Nascondi vincitore} other {Nascondi vincitori}}',
  removeWinners: '{count, plural, one {Rimuovi vincitore} other {Rimuovi vincitori}}',
  closeWinnerCard: 'Chiudi',

  winnerSelected: 'Abbiamo un vincitore!',
  winnerChosen: 'La ruota ha scelto «{entry}».',
  noEntriesTitle: 'Nessuna voce disponibile',
  noEntriesDescription: 'Aggiungi qualche voce per poter girare la ruota.',
  drawCompleteTitle: 'Tutti i vincitori sono stati estratti',
  drawCompleteDescription:
    "L'estrazione ha tutti i suoi vincitori. Concludila nella scheda Rotazione per svelare il seme e ottenere il link di verifica.",
  lastOneStandingTitle: 'È rimasta solo una voce',
  lastOneStandingDescription: "«{entry}» è l'unica voce rimasta sulla ruota.",
  winnerRemovedTitle: 'Vincitore rimosso',
  winnerRemovedDescription: '«{entry}» non è più sulla ruota.',
  winnersRemovedTitle: 'Vincitori rimossi',
  winnersRemovedDescription: '{count, plural, one {{count} vincitore tolto dalla ruota.} other {{count} vincitori tolti dalla ruota.}}',
};
