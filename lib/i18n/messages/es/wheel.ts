import type { Messages } from '../shape';

/** The wheel tool's frame: its tabs, the Theme and Results tabs, sharing and the usage guide. */
export const wheel: Messages['wheel'] = {
  tabsLabel: 'Ajustes de la ruleta',
  entriesTab: 'Opciones',
  spinTab: 'Giro',
  themeTab: 'Tema',
  resultsTab: 'Resultados',
  defaultEntryName: 'Opción {number}',
};
