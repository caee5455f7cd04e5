import type { Messages } from '../shape';

export const spin: Messages['spin'] = {
  spinButton: 'LANCER LA ROUE !',
  spinningButton: 'La roue tourne…',
  spinProgress: 'Progression du lancer',
  spinMode: 'Mode de lancer',
  modeClassic: 'Classique',
  modeClassicDescription: 'Une vitesse au hasard entre votre minimum et votre maximum.',
  modeRandom: 'Aléatoire',
  modeRandomDescription: "Ajoute au lancer jusqu'à un demi-tour de plus, tiré au hasard.",
  modePressHold: 'Appui long',
  modePressHoldDescription: "Appuyez longuement sur la roue pour lui donner de l'élan, puis relâchez.",
  modeFlick: 'Pichenette',
  modeFlickDescription: "Attrapez la roue et lancez-la d'une pichenette : plus elle est franche, plus la roue tourne longtemps.",
  pressHoldTip:
    "Astuce : appuyez longuement sur la roue pour lui donner de l'élan, puis relâchez. Au clavier, placez le focus sur la roue et maintenez la touche Espace enfoncée.",
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
