import type { Messages } from '../shape';

/** The template gallery and each template's page. */
export const templates: Messages['templates'] = {
  useTemplate: 'Usa questo modello',
  templateError: 'Spiacenti, si è verificato un errore durante il caricamento del modello.',
  entriesLabel: 'Voci di «{title}»',
  onThisWheel: 'Su questa ruota',
  allTemplates: 'Tutti i modelli',
};
