import type { Messages } from '../shape';

/** The wheel tool's frame: its tabs, the Theme and Results tabs, sharing and the usage guide. */
export const wheel: Messages['wheel'] = {
  tabsLabel: 'Impostazioni della ruota',
  entriesTab: 'Voci',
  spinTab: 'Rotazione',
  themeTab: 'Tema',
  resultsTab: 'Risultati',
  defaultEntryName: 'Opzione {number}',
};
