import type { Messages } from '../shape';

export const wheel: Messages['wheel'] = {
  tabsLabel: 'Configurações da roleta',
  entriesTab: 'Opções',
  spinTab: 'Giro',
  themeTab: 'Tema',
  resultsTab: 'Resultados',
  defaultEntryName: 'Opção {number}',
};
