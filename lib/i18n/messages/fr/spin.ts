import type { Messages } from '../shape';

export const spin: Messages['spin'] = {
  spinButton: 'LANCER LA ROUE !',
  spinningButton: 'La roue tourne…',
  spinProgress: 'Progression du lancer',
  spinMode: 'Mode de lancer',
  modeClassic: 'Classique',
  modeClassicDescription: 'Une vitesse au hasard entre votre minimum et votre maximum.',
  modeRandom: 'Aléatoire',
  modeRandomDescription: "Part en plus d'un demi-tour supplémentaire au maximum, tiré au hasard.",
  modePressHold: 'Appui long',
  modePressHoldDescription: 'Maintenez la roue pour prendre de la vitesse, puis relâchez.',
  modeFlick: 'Pichenette',
  modeFlickDescription: "Attrapez la roue et lancez-la d'une pichenette : plus elle est franche, plus la roue tourne longtemps.",
  pressHoldTip:
    'Astuce : maintenez la roue appuyée pour prendre de la vitesse, puis relâchez-la. Au clavier, maintenez Espace sur la roue.',
  flickTip: 'Astuce : attrapez la roue et donnez-lui une pichenette autour de son centre pour la lancer.',
  minimumSpeed: 'Vitesse minimale',
  maximumSpeed: 'Vitesse maximale',
  accelerationRate: "Taux d'accélération",
  decelerationRate: 'Taux de décélération',
  speedsNote: "Vitesses et modes changent l'allure du lancer. Chaque entrée visible garde toujours la même chance.",

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
  wheelTitle: 'Titre de la roue',
  wheelTitlePlaceholder: 'Par exemple : tirage du vendredi',

  winnerCardTitle: '{count, plural, one {Gagnant} other {Gagnants}}',
  hideWinners: '{count, plural, one {Masquer le gagnant} other {Masquer les gagnants}}',
  removeWinners: '{count, plural, one {Retirer le gagnant} other {Retirer les gagnants}}',
  closeWinnerCard: 'Fermer',

  winnerSelected: 'Gagnant désigné !',
  winnerChosen: '« {entry} » a été tiré au sort.',
  noEntriesTitle: 'Aucune entrée disponible',
  noEntriesDescription: 'Ajoutez des entrées pour pouvoir lancer la roue.',
  drawCompleteTitle: 'Tous les gagnants sont tirés',
  drawCompleteDescription:
    "Le tirage a tous ses gagnants. Terminez-le dans l'onglet Lancer pour révéler sa graine et obtenir le lien de vérification.",
  lastOneStandingTitle: "Plus qu'une entrée",
  lastOneStandingDescription: '« {entry} » est la seule entrée qui reste sur la roue.',
  winnerRemovedTitle: 'Gagnant retiré',
  winnerRemovedDescription: '« {entry} » ne fait plus partie de la roue.',
  winnersRemovedTitle: 'Gagnants retirés',
  winnersRemovedDescription: '{count, plural, one {{count} gagnant retiré de la roue.} other {{count} gagnants retirés de la roue.}}',
};
