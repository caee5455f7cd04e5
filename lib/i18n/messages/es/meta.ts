import type { Messages } from '../shape';

/** Titles and descriptions of the pages, for search results, tabs and shared links. */
export const meta: Messages['meta'] = {
  siteTagline: 'la ruleta aleatoria, justa y gratuita',
  siteDescription:
    'Escribe tus opciones, gira la ruleta y obtén un ganador al azar y justo. Gratis, privada y funciona sin conexión en cualquier teléfono u ordenador.',
  shareImageAlt: 'Ruleta de SpinFair',
  homeTitle: 'SpinFair: ruleta aleatoria gratis, gira y elige al azar',
  coinTitle: 'Lanza una moneda: cara o cruz online y gratis',
  coinDescription: 'Lanza una moneda virtual justa a cara o cruz, con tus propios textos y colores y un historial de cada lanzamiento.',
  templatesTitle: 'Plantillas de ruleta: listas preparadas para girar',
  templatesDescription:
    'Empieza con una ruleta ya hecha: ideas para comer, cafés, planes de fin de semana, juegos para fiestas, sí o no, pausas en la oficina y rompehielos.',
  templateTitle: 'Plantilla de ruleta: {title}',
  templateDescription: '{description} Una ruleta preparada con {count, plural, one {# opción} other {# opciones}} para girar.',
  blogTitle: 'Blog: ideas para ruletas, juegos y decisiones',
  blogName: 'Blog de SpinFair',
  blogDescription:
    'Artículos sobre cómo usar una ruleta aleatoria en clase, en fiestas, en el trabajo y en casa, y sobre qué hace justo un sorteo al azar.',
  blogFeedTitle: 'Blog de SpinFair (RSS)',
  verifyTitle: 'Verificar un sorteo',
  verifyDescription:
    'Comprueba tú mismo un sorteo de SpinFair: abre el enlace de verificación o el registro del sorteo y mira si la lista y los ganadores coinciden con el compromiso publicado antes del sorteo.',
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'La página que buscabas no existe.',
  breadcrumbHome: 'Inicio',
  shareHomeKicker: 'Elige al azar gratis',
  shareHomeTitle: 'Gira la ruleta y consigue un ganador justo',
  shareHomeAlt: 'SpinFair: una ruleta de colores junto al texto «Gira la ruleta y consigue un ganador justo»',
  shareCoinKicker: 'Cara o cruz',
  shareCoinTitle: 'Lanza una moneda: ¿cara o cruz?',
  shareCoinAlt: 'Cara o cruz en SpinFair: una moneda dorada junto al texto «Lanza una moneda: ¿cara o cruz?»',
  shareTemplatesKicker: 'Plantillas de ruleta',
  shareTemplatesTitle: 'Listas preparadas para girar con un clic',
  shareTemplatesAlt: 'Plantillas de ruleta de SpinFair: una ruleta junto al texto «Listas preparadas para girar con un clic»',
  shareTemplateKicker: 'Plantilla de ruleta',
  shareTemplateAlt: 'La ruleta «{title}» en SpinFair, {count, plural, one {{count} sector} other {{count} sectores}}: {entries}',
  sharePostAlt: 'Blog de SpinFair: «{title}», con una ruleta',
};
