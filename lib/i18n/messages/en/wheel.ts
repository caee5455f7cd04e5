/** The wheel tool's frame: its tabs and the names of the default entries. */
export const wheel = {
  tabsLabel: 'Wheel settings',
  entriesTab: 'Entries',
  spinTab: 'Spin',
  themeTab: 'Theme',
  resultsTab: 'Results',
  // The name of each entry of the default list, numbered 1 to 6.
  defaultEntryName: 'Option {number}',
};
