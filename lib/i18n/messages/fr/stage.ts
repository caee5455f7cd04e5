import type { Messages } from '../shape';

export const stage: Messages['stage'] = {
  wheelLabel:
    'Roue de tirage avec {count, plural, one {{count} entrée} other {{count} entrées}}. Appuyez sur Espace ou Entrée pour lancer la roue.',
  wheelLabelPressHold:
    'Roue de tirage avec {count, plural, one {{count} entrée} other {{count} entrées}}. Maintenez Espace pour prendre de la vitesse, puis relâchez.',
  canvasTooSmall: 'Zone trop petite',
  canvasEmpty: 'Ajoutez des entrées pour lancer la roue !',
  fullscreen: 'Plein écran',
  exitFullscreen: 'Quitter le plein écran',
  tapHint: 'Touchez ou cliquez sur la roue pour la lancer.',
  pressHoldHint: 'Appuyez longuement sur la roue, puis relâchez.',
  flickHint: "Attrapez la roue et lancez-la d'un geste vif.",
  winnerLine: 'Gagnant : {entry}',
};
