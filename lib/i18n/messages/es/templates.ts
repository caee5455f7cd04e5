import type { Messages } from '../shape';

/** The template gallery and each template's page. */
export const templates: Messages['templates'] = {
  useTemplate: 'Usar esta plantilla',
  templateError: 'Lo sentimos, se ha producido un error al cargar esta plantilla.',
  entriesLabel: 'Opciones de «{title}»',
  onThisWheel: 'En esta ruleta',
  allTemplates: 'Todas las plantillas',
};
