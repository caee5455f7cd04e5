import type { Messages } from '../shape';

export const templates: Messages['templates'] = {
  useTemplate: 'Vorlage verwenden',
  templateError: 'Die Vorlage konnte leider nicht geladen werden.',
  entriesLabel: 'Einträge von „{title}“',
  onThisWheel: 'Auf diesem Rad',
  allTemplates: 'Alle Vorlagen',
};
