import type { Messages } from '../shape';

export const guide: Messages['guide'] = {
  guideHeading: 'Cómo usar la ruleta',
  guideLead:
    'Cada sección explica una parte de la ruleta; ábrelas o ciérralas como quieras. Si quieres más detalles y consejos, consulta la {link}.',
  guideLeadLink: 'guía de uso completa',
  guideEntries: 'Añade y organiza tus opciones',
  guideSpinning: 'Gira la ruleta',
  guideAppearance: 'Cambia el aspecto y el sonido',
  guideResults: 'Revisa, comparte y exporta los resultados',
  guideUseCases: 'Ideas para usar la ruleta',
  guideFairness: 'Por qué la ruleta es justa',
  guideKeyboard: 'Teclado y accesibilidad',
  guidePrivacy: 'Privacidad',
};
