import type { Messages } from '../shape';

export const coin: Messages['coin'] = {
  // The coin
  coinRegion: 'Moeda',
  headsDefaultLabel: 'CARA',
  tailsDefaultLabel: 'COROA',
  coinShows: 'Moeda mostrando {label}',
  coinInTheAir: 'A moeda está no ar',

  // The flip button and the result line
  flipButton: 'JOGAR A MOEDA!',
  flippingButton: 'Jogando…',
  resultLine: 'Resultado: {label}',
  reset: 'Limpar resultado',
  // The toast after a landing is titled with the side label; sideInSentence is that label as written inside a sentence (in lower case, but for German nouns).
  landedToast: 'Deu {sideInSentence}!',

  // The side panel's tabs
  optionsTabs: 'Configurações da moeda',
  flipTab: 'Lançamento',
  customizeTab: 'Personalizar',
  resultsTab: 'Resultados',

  // Flip tab
  flipSettingsHeading: 'Configurações do lançamento',
  durationSlider: 'Duração',
  durationValue: '{seconds} s',
  rotationsSlider: 'Rotações',
  rotationsValue: '{count, plural, one {# volta} other {# voltas}}',
  heightSlider: 'Altura do lançamento',
  heightValue: '{px} px',
  flipSettingsNote: 'Essas configurações mudam só o visual do lançamento. Todo lançamento tem chances iguais: 50/50.',

  // Customize tab
  coinSidesHeading: 'Lados da moeda',
  headsSide: 'Cara',
  headsLabelField: 'Texto da cara',
  headsColor: 'Cor da cara',
  tailsSide: 'Coroa',
  tailsLabelField: 'Texto da coroa',
  tailsColor: 'Cor da coroa',
  themeSettingsHeading: 'Configurações do tema',
  edgeColor: 'Cor da borda',
  soundEffects: 'Efeitos sonoros',
  soundEffectsDescription: 'Um som de lançamento e outro de queda a cada jogada.',

  // Results tab
  resultsHistoryHeading: 'Histórico de resultados',
  downloadCsv: 'Baixar CSV',
  clearHistory: 'Limpar histórico',
  noFlipsYet: 'Nenhum lançamento ainda',
  noFlipsYetHint: 'Jogue a moeda para ver seus resultados aqui',
  headsCount: 'Cara: {count} ({percent}%)',
  tailsCount: 'Coroa: {count} ({percent}%)',
  flipsInAll:
    '{count, plural, =0 {{count} lançamentos no total} one {{count} lançamento no total} other {{count} lançamentos no total}}',
  latestFlipsList: 'Últimos lançamentos, do mais recente ao mais antigo',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {E mais {count}…} other {E mais {count}…}}',
  exportedToastTitle: 'Resultados exportados',
  exportedToastDescription: 'Os resultados foram baixados como arquivo CSV.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Data e hora',
  csvResultColumn: 'Resultado',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'resultados-cara-ou-coroa-{day}.csv',
};
