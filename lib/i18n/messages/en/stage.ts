/** The wheel itself: its canvas, its spoken name and hints, fullscreen. */
export const stage = {
  wheelLabel: 'Picker wheel with {count, plural, one {{count} entry} other {{count} entries}}. Press Space or Enter to spin.',
  wheelLabelPressHold: 'Picker wheel with {count, plural, one {{count} entry} other {{count} entries}}. Hold Space to build speed, then release.',
  canvasTooSmall: 'Canvas too small',
  canvasEmpty: 'Add entries to spin!',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  tapHint: 'Tap or click the wheel to spin it.',
  pressHoldHint: 'Press and hold the wheel, then let go.',
  flickHint: 'Grab the wheel and flick it.',
  winnerLine: 'Winner: {entry}',
};
