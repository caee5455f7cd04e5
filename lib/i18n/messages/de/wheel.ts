import type { Messages } from '../shape';

export const wheel: Messages['wheel'] = {
  tabsLabel: 'Einstellungen des Rads',
  entriesTab: 'Einträge',
  spinTab: 'Drehen',
  themeTab: 'Design',
  resultsTab: 'Ergebnisse',
  defaultEntryName: 'Option {number}',
};
