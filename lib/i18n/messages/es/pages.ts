import type { Messages } from '../shape';

/** The words of the pages themselves, around their tools and content. */
export const pages: Messages['pages'] = {
  homeHeading: 'Gira la ruleta: elige al azar, de forma justa',
  homeLead: 'Escribe tus opciones, gira y deja que el azar elija una. Todas tienen exactamente la misma probabilidad.',
  customizeHeading: 'Personaliza tu ruleta',
  templatesSectionHeading: 'Empieza con una plantilla',
  templatesSectionLead: 'Con un clic cargas una lista preparada en la ruleta, en lugar de las opciones que tenías.',
  coinHeading: 'Lanza una moneda',
  coinLead: 'Elige: ¿cara o cruz?',
  templatesHeading: 'Plantillas de ruleta',
  templatesLead: 'Elige una lista ya hecha y gírala con un solo clic.',
  blogHeading: 'Nuestro blog',
  blogLead: 'Ideas para clase, fiestas, equipos y decisiones del día a día.',
  subscribeRss: 'Suscribirse por RSS',
  verifyHeading: 'Verificar un sorteo',
  verifyLead:
    '¿Fue justo el sorteo? Introduce aquí el registro del sorteo o su enlace de verificación: esta página repite el sorteo y confirma que la lista y los ganadores son los que se sellaron de antemano, a partir de la ronda del faro drand para la que se selló (su firma se comprueba aquí mismo, sin pedir nada a nadie) o, si el sorteo usó una semilla pública, a partir de las semillas reveladas. Un enlace de anuncio, compartido antes del sorteo, muestra la lista sellada para que los participantes comprueben que están en ella y, pasada la hora del sorteo, cualquiera puede consultar con él a los ganadores.',
  verifyNoScript:
    'Para comprobar un registro aquí hace falta JavaScript. Sin él, el verificador independiente que encontrarás al final de esta página hace las mismas comprobaciones en tu propio ordenador.',
  guideGettingStarted: 'Primeros pasos',
  guideEntriesTab: 'La pestaña Opciones',
  guideSpinTab: 'La pestaña Giro',
  guideFairness: 'Por qué cada giro es justo',
  guideThemeTab: 'La pestaña Tema',
  guideResultsTab: 'La pestaña Resultados',
  guideTemplates: 'Plantillas',
  guideCoinFlip: 'Cara o cruz',
  guideAccessibility: 'Accesibilidad y atajos de teclado',
  guideOfflinePrivacy: 'Sin conexión y privacidad',
  guideTips: 'Consejos para clases, fiestas y sorteos',
  guidePicturesEmbed: 'Imágenes en la ruleta y la ruleta en tu propia página',
};
