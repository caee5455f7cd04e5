import type { Messages } from '../shape';

/** The coin flip page. */
export const coin: Messages['coin'] = {
  // The coin
  coinRegion: 'Moneda',
  headsDefaultLabel: 'CARA',
  tailsDefaultLabel: 'CRUZ',
  coinShows: 'La moneda muestra {label}',
  coinInTheAir: 'La moneda está en el aire',

  // The flip button and the result line
  flipButton: '¡LANZA LA MONEDA!',
  flippingButton: 'Lanzando…',
  resultLine: 'Resultado: {label}',
  reset: 'Restablecer',
  // The toast after a landing is titled with the side label; sideInSentence is that label as written inside a sentence (in lower case, but for German nouns).
  landedToast: 'Ha salido {sideInSentence}.',

  // The side panel's tabs
  optionsTabs: 'Ajustes de la moneda',
  flipTab: 'Lanzar',
  customizeTab: 'Personalizar',
  resultsTab: 'Resultados',

  // Flip tab
  flipSettingsHeading: 'Ajustes del lanzamiento',
  durationSlider: 'Duración',
  durationValue: '{seconds} s',
  rotationsSlider: 'Vueltas',
  rotationsValue: '{count, plural, one {# vuelta} other {# vueltas}}',
  heightSlider: 'Altura del lanzamiento',
  heightValue: '{px} px',
  flipSettingsNote: 'Estos ajustes solo cambian el aspecto del lanzamiento. Cada lanzamiento es un 50/50 exacto.',

  // Customize tab
  coinSidesHeading: 'Lados de la moneda',
  headsSide: 'Cara',
  headsLabelField: 'Texto de la cara',
  headsColor: 'Color de la cara',
  tailsSide: 'Cruz',
  tailsLabelField: 'Texto de la cruz',
  tailsColor: 'Color de la cruz',
  themeSettingsHeading: 'Ajustes del tema',
  edgeColor: 'Color del canto',
  soundEffects: 'Efectos de sonido',
  soundEffectsDescription: 'Un chasquido y un sonido de caída en cada lanzamiento.',

  // Results tab
  resultsHistoryHeading: 'Historial de resultados',
  downloadCsv: 'Descargar CSV',
  clearHistory: 'Borrar historial',
  noFlipsYet: 'Aún no hay lanzamientos',
  noFlipsYetHint: 'Lanza la moneda para ver aquí tus resultados',
  headsCount: 'Cara: {count} ({percent} %)',
  tailsCount: 'Cruz: {count} ({percent} %)',
  flipsInAll: '{count, plural, one {{count} lanzamiento en total} other {{count} lanzamientos en total}}',
  latestFlipsList: 'Últimos lanzamientos, del más reciente al más antiguo',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {Y {count} más…} other {Y {count} más…}}',
  exportedToastTitle: 'Resultados exportados',
  exportedToastDescription: 'Los resultados se han descargado en un archivo CSV.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Fecha y hora',
  csvResultColumn: 'Resultado',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'resultados-cara-o-cruz-{day}.csv',
};
