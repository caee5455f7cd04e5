import type { Messages } from '../shape';

export const templates: Messages['templates'] = {
  useTemplate: 'Utiliser ce modèle',
  templateError: 'Désolé, une erreur est survenue lors du chargement de ce modèle.',
  entriesLabel: 'Entrées de « {title} »',
  onThisWheel: 'Sur cette roue',
  allTemplates: 'Tous les modèles',
};
