/** The coin flip page. */
export const coin = {
  // The coin
  coinRegion: 'Coin',
  headsDefaultLabel: 'HEADS',
  tailsDefaultLabel: 'TAILS',
  coinShows: 'The coin shows {label}',
  coinInTheAir: 'The coin is in the air',

  // The flip button and the result line
  flipButton: 'FLIP THE COIN!',
  flippingButton: 'Flipping...',
  resultLine: 'Result: {label}',
  reset: 'Reset',
  // The toast after a landing is titled with the side label; sideInSentence is that label as written inside a sentence (in lower case, but for German nouns).
  landedToast: 'The coin landed on {sideInSentence}.',

  // The side panel's tabs
  optionsTabs: 'Coin options',
  flipTab: 'Flip',
  customizeTab: 'Customize',
  resultsTab: 'Results',

  // Flip tab
  flipSettingsHeading: 'Flip Settings',
  durationSlider: 'Duration',
  durationValue: '{seconds} s',
  rotationsSlider: 'Rotations',
  rotationsValue: '{count, plural, one {# turn} other {# turns}}',
  heightSlider: 'Flip height',
  heightValue: '{px} px',
  flipSettingsNote: 'These settings only change how the flip looks. Every flip is an even 50/50 draw.',

  // Customize tab
  coinSidesHeading: 'Coin Sides',
  headsSide: 'Heads',
  headsLabelField: 'Heads label',
  headsColor: 'Heads colour',
  tailsSide: 'Tails',
  tailsLabelField: 'Tails label',
  tailsColor: 'Tails colour',
  themeSettingsHeading: 'Theme Settings',
  edgeColor: 'Edge colour',
  soundEffects: 'Sound Effects',
  soundEffectsDescription: 'A flick and a landing sound with each flip.',

  // Results tab
  resultsHistoryHeading: 'Results History',
  downloadCsv: 'Download CSV',
  clearHistory: 'Clear history',
  noFlipsYet: 'No flips yet',
  noFlipsYetHint: 'Start flipping to see your results here',
  headsCount: 'Heads: {count} ({percent}%)',
  tailsCount: 'Tails: {count} ({percent}%)',
  flipsInAll: '{count, plural, one {{count} flip in all} other {{count} flips in all}}',
  latestFlipsList: 'Latest flips, newest first',
  flipNumber: '#{number}',
  moreFlips: '{count, plural, one {And {count} more...} other {And {count} more...}}',
  exportedToastTitle: 'Results Exported',
  exportedToastDescription: 'Results have been downloaded as CSV file.',

  // The downloaded CSV's column names
  csvTimestampColumn: 'Timestamp',
  csvResultColumn: 'Result',
  // The downloaded CSV's file name; {day} is the visitor's calendar day, YYYY-MM-DD
  csvFileName: 'coin-flip-results-{day}.csv',
};
