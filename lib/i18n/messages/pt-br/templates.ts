import type { Messages } from '../shape';

export const templates: Messages['templates'] = {
  useTemplate: 'Usar este modelo',
  templateError: 'Desculpe, houve um erro ao carregar este modelo.',
  entriesLabel: 'Opções do modelo {title}',
  onThisWheel: 'Nesta roleta',
  allTemplates: 'Todos os modelos',
};
