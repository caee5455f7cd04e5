/** Running the wheel for an audience: its title, what happens to a winner, winners per spin. */
export const hosting = {
  // The Spin tab's options for hosts
  afterEachSpin: 'After each spin',
  afterSpinKeep: 'Keep the winner',
  afterSpinHide: 'Hide the winner',
  afterSpinRemove: 'Remove the winner',
  winnersPerSpin: 'Winners per spin',
  winnersPerSpinHint:
    'One press picks this many different winners, one spin after another; each winner sits out the rest of that press. Up to {most} (the visible entries).',
  wheelTitle: 'Wheel title',
  wheelTitlePlaceholder: 'For example: Friday giveaway',
};
