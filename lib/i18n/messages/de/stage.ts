import type { Messages } from '../shape';

export const stage: Messages['stage'] = {
  wheelLabel:
    'Glücksrad mit {count, plural, one {{count} Eintrag} other {{count} Einträgen}}. Drücke die Leertaste oder Enter, um zu drehen.',
  wheelLabelPressHold:
    'Glücksrad mit {count, plural, one {{count} Eintrag} other {{count} Einträgen}}. Halte die Leertaste gedrückt, um Schwung zu holen, und lass dann los.',
  canvasTooSmall: 'Zeichenfläche zu klein',
  canvasEmpty: 'Füge Einträge hinzu, um zu drehen!',
  fullscreen: 'Vollbild',
  exitFullscreen: 'Vollbild beenden',
  tapHint: 'Tippe oder klicke auf das Rad, um es zu drehen.',
  pressHoldHint: 'Halte das Rad gedrückt und lass dann los.',
  flickHint: 'Pack das Rad und schubs es an.',
  winnerLine: 'Gewinner: {entry}',
};
