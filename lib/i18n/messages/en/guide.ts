/** The usage guide under the wheel. */
export const guide = {
  guideHeading: 'How to use the wheel',
  guideLead: 'Each section below covers one part of the wheel; open or close them as you like. For more detail and tips, read the {link}.',
  guideLeadLink: 'full How to Use guide',
  guideEntries: 'Add and manage your entries',
  guideSpinning: 'Spin the wheel',
  guideAppearance: 'Change the look and sound',
  guideResults: 'Review, share and export results',
  guideUseCases: 'Ideas for using the wheel',
  guideFairness: 'How the wheel stays fair',
  guideKeyboard: 'Keyboard and accessibility',
  guidePrivacy: 'Privacy',
};
