import type { Messages } from '../shape';

export const stage: Messages['stage'] = {
  wheelLabel: 'Ruota della fortuna con {count, plural, one {{count} voce} other {{count} voci}}. Premi Spazio o Invio per girarla.',
  wheelLabelPressHold:
    'Ruota della fortuna con {count, plural, one {{count} voce} other {{count} voci}}. Tieni premuto Spazio per caricare la velocità, poi rilascia.',
  canvasTooSmall: 'Spazio insufficiente per la ruota',
  canvasEmpty: 'Aggiungi delle voci per girare!',
  fullscreen: 'Schermo intero',
  exitFullscreen: 'Esci da schermo intero',
  tapHint: 'Tocca la ruota o fai clic per farla girare.',
  pressHoldHint: 'Tieni premuta la ruota, poi lasciala andare.',
  flickHint: 'Afferra la ruota e dalle una spinta.',
  winnerLine: 'Vincitore: {entry}',
};
