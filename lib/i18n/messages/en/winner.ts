/** The winner card and what is said once a spin's winners are known. */
export const winner = {
  winnerCardTitle: '{count, plural, one {Winner} other {Winners}}',
  hideWinners: '{count, plural, one {Hide winner} other {Hide winners}}',
  removeWinners: '{count, plural, one {Remove winner} other {Remove winners}}',
  closeWinnerCard: 'Close',
  lastOneStandingTitle: 'Last one standing',
  lastOneStandingDescription: '{entry} is the only entry left on the wheel.',
  winnerRemovedTitle: 'Winner removed',
  winnerRemovedDescription: '“{entry}” is off the wheel.',
  winnersRemovedTitle: 'Winners removed',
  winnersRemovedDescription: '{count, plural, one {{count} winner is off the wheel.} other {{count} winners are off the wheel.}}',
};
