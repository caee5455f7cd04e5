import type { Messages } from '../shape';

/** The coin flip page. */
export const coin: Messages['coin'] = {
  // The coin
  coinRegion: 'Moneta',
  headsDefaultLabel: 'TESTA',
  tailsDefaultLabel: 'CROCE',
  coinShows: 'La moneta mostra {label}',
  coinInTheAir: 'La moneta è in aria',

  // The flip button and the result line
  flipButton: 'LANCIA LA MONETA!',
  flippingButton: 'Lancio in corso…',
  resultLine: 'Risultato: {label}',
  reset: 'Azzera',
  // The toast after a landing is titled with the side label; sideInSentence is that label as written inside a sentence (in lower case, but for German nouns).
  landedToast: 'È uscito {sideInSentence}.',

  // The side panel's tabs
  optionsTabs: 'Opzioni della moneta',
  flipTab: 'Lancio',
  customizeTab: 'Personalizza',
  resultsTab: 'Risultati',

  // Flip tab
  flipSettingsHeading: 'Impostazioni del lancio',
  durationSlider: 'Durata',
  durationValue: '{seconds} s',
  rotationsSlider: 'Giri',
  rotationsValue: '{count, plural, one {# giro} other {# giri}}',
  heightSlider: 'Altezza del lancio',
  heightValue: '{px} px',
  flipSettingsNote: "Queste impostazioni cambiano solo l'aspetto del lancio. Ogni lancio resta sempre un 50 e 50 esatto.",

  // Customize tab
  coinSidesHeading: 'Facce della moneta',
  headsSide: 'Testa',
  headsLabelField: 'Etichetta di testa',
  headsColor: 'Colore di testa',
  tailsSide: 'Croce',
  tailsLabelField: 'Etichetta di croce',
  tailsColor: 'Colore di croce',
  themeSettingsHeading: 'Impostazioni del tema',
  edgeColor: 'Colore del contorno',
  soundEffects: 'Effetti sonori',
  soundEffectsDescription: "Un colpo al lancio e un suono all'atterraggio, a ogni lancio.",

  // Results tab
  resultsHistoryHeading: 'Cronologia dei risultati',
  downloadCsv: 'Scarica CSV',
  clearHistory: 'Cancella la cronologia',
  noFlipsYet: 'Ancora nessun lancio',
  noFlipsYetHint: 'Lancia la moneta e qui vedrai i risultati',
  headsCount: 'Testa: {count} ({percent}%)',
  tailsCount: 'Croce: {count} ({percent}%)',
  flipsInAll: '{count, plural, one {{count} lancio in tutto} other {{count} lanci in tutto}}',
  latestFlipsList: 'Ultimi lanci, dal più recente',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {E ancora {count}…} other {E altri {count}…}}',
  exportedToastTitle: 'Risultati esportati',
  exportedToastDescription: 'I risultati sono stati scaricati in un file CSV.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Data e ora',
  csvResultColumn: 'Risultato',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'risultati-testa-o-croce-{day}.csv',
};
