import type { Messages } from '../shape';

export const coin: Messages['coin'] = {
  // The coin
  coinRegion: 'Pièce',
  headsDefaultLabel: 'FACE',
  tailsDefaultLabel: 'PILE',
  coinShows: 'La pièce montre {label}',
  coinInTheAir: "La pièce est en l'air",

  // The flip button and the result line
  flipButton: 'LANCER LA PIÈCE !',
  flippingButton: 'La pièce tourne…',
  resultLine: 'Résultat : {label}',
  reset: 'Réinitialiser',
  // The toast after a landing is titled with the side label; sideInSentence is that label as written inside a sentence (in lower case, but for German nouns).
  landedToast: 'La pièce est tombée sur {sideInSentence}.',

  // The side panel's tabs
  optionsTabs: 'Options de la pièce',
  flipTab: 'Lancer',
  customizeTab: 'Personnaliser',
  resultsTab: 'Résultats',

  // Flip tab
  flipSettingsHeading: 'Réglages du lancer',
  durationSlider: 'Durée',
  durationValue: '{seconds} s',
  rotationsSlider: 'Rotations',
  rotationsValue: '{count, plural, one {# tour} other {# tours}}',
  heightSlider: 'Hauteur du lancer',
  heightValue: '{px} px',
  flipSettingsNote: "Ces réglages ne changent que l'apparence du lancer. Chaque lancer reste un tirage à 50/50.",

  // Customize tab
  coinSidesHeading: 'Côtés de la pièce',
  headsSide: 'Face',
  headsLabelField: 'Libellé de face',
  headsColor: 'Couleur de face',
  tailsSide: 'Pile',
  tailsLabelField: 'Libellé de pile',
  tailsColor: 'Couleur de pile',
  themeSettingsHeading: 'Réglages du thème',
  edgeColor: 'Couleur de la tranche',
  soundEffects: 'Effets sonores',
  soundEffectsDescription: "Un bruit de lancer et d'atterrissage à chaque pièce lancée.",

  // Results tab
  resultsHistoryHeading: 'Historique des résultats',
  downloadCsv: 'Télécharger le CSV',
  clearHistory: "Effacer l'historique",
  noFlipsYet: "Aucun lancer pour l'instant",
  noFlipsYetHint: 'Lancez la pièce pour voir vos résultats ici',
  headsCount: 'Face : {count} ({percent} %)',
  tailsCount: 'Pile : {count} ({percent} %)',
  flipsInAll: '{count, plural, one {{count} lancer au total} other {{count} lancers au total}}',
  latestFlipsList: 'Derniers lancers, du plus récent au plus ancien',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {Et {count} de plus…} other {Et {count} de plus…}}',
  exportedToastTitle: 'Résultats exportés',
  exportedToastDescription: 'Les résultats ont été téléchargés au format CSV.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Horodatage',
  csvResultColumn: 'Résultat',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'résultats-pile-ou-face-{day}.csv',
};
