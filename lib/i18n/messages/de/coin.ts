import type { Messages } from '../shape';

export const coin: Messages['coin'] = {
  // The coin
  coinRegion: 'Münze',
  headsDefaultLabel: 'KOPF',
  tailsDefaultLabel: 'ZAHL',
  coinShows: 'Die Münze zeigt {label}',
  coinInTheAir: 'Die Münze ist in der Luft',

  // The flip button and the result line
  flipButton: 'MÜNZE WERFEN!',
  flippingButton: 'Wird geworfen…',
  resultLine: 'Ergebnis: {label}',
  reset: 'Zurücksetzen',
  landedToast: 'Die Münze ist auf „{sideInSentence}“ gelandet.',

  // The side panel's tabs
  optionsTabs: 'Münzoptionen',
  flipTab: 'Werfen',
  customizeTab: 'Anpassen',
  resultsTab: 'Ergebnisse',

  // Flip tab
  flipSettingsHeading: 'Wurfeinstellungen',
  durationSlider: 'Dauer',
  durationValue: '{seconds} s',
  rotationsSlider: 'Umdrehungen',
  rotationsValue: '{count, plural, one {# Umdrehung} other {# Umdrehungen}}',
  heightSlider: 'Wurfhöhe',
  heightValue: '{px} px',
  flipSettingsNote: 'Diese Einstellungen ändern nur, wie der Wurf aussieht. Jeder Wurf bleibt eine faire 50:50-Entscheidung.',

  // Customize tab
  coinSidesHeading: 'Münzseiten',
  headsSide: 'Kopf',
  headsLabelField: 'Beschriftung Kopf',
  headsColor: 'Farbe Kopf',
  tailsSide: 'Zahl',
  tailsLabelField: 'Beschriftung Zahl',
  tailsColor: 'Farbe Zahl',
  themeSettingsHeading: 'Design-Einstellungen',
  edgeColor: 'Kantenfarbe',
  soundEffects: 'Soundeffekte',
  soundEffectsDescription: 'Ein Schnipsen und ein Landegeräusch bei jedem Wurf.',

  // Results tab
  resultsHistoryHeading: 'Ergebnisverlauf',
  downloadCsv: 'CSV herunterladen',
  clearHistory: 'Verlauf löschen',
  noFlipsYet: 'Noch keine Würfe',
  noFlipsYetHint: 'Wirf die Münze, um hier deine Ergebnisse zu sehen',
  headsCount: 'Kopf: {count} ({percent} %)',
  tailsCount: 'Zahl: {count} ({percent} %)',
  flipsInAll: '{count, plural, one {{count} Wurf insgesamt} other {{count} Würfe insgesamt}}',
  latestFlipsList: 'Letzte Würfe, neueste zuerst',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {Und {count} weiterer…} other {Und {count} weitere…}}',
  exportedToastTitle: 'Ergebnisse exportiert',
  exportedToastDescription: 'Die Ergebnisse wurden als CSV-Datei heruntergeladen.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Zeitpunkt',
  csvResultColumn: 'Ergebnis',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'münzwurf-ergebnisse-{day}.csv',
};
