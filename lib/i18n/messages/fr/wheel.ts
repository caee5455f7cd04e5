import type { Messages } from '../shape';

export const wheel: Messages['wheel'] = {
  tabsLabel: 'Réglages de la roue',
  entriesTab: 'Entrées',
  spinTab: 'Lancer',
  themeTab: 'Thème',
  resultsTab: 'Résultats',
  defaultEntryName: 'Option {number}',
};
