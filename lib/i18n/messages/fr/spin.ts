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

  winnerSelected: 'Gagnant désigné !',
  noEntriesTitle: 'Aucune entrée disponible',
  noEntriesDescription: 'Ajoutez des entrées pour pouvoir lancer la roue.',
  drawCompleteTitle: 'Tous les gagnants sont tirés',
  drawCompleteDescription:
    "Le tirage a tous ses gagnants. Terminez-le dans l'onglet Lancer pour révéler sa graine et obtenir le lien de vérification.",
  winnerChosen: '« {entry} » a été tiré au sort.',
};
