import type { Messages } from '../shape';

/** The blog's pages around the posts' own words. */
export const blog: Messages['blog'] = {
  allPosts: 'Todos los artículos',
  backToAllPosts: 'Volver a todos los artículos',
  byline: 'Por {author}',
  readingTime: '{minutes} min de lectura',
  readMore: 'Leer más',
  relatedPosts: 'Artículos relacionados',
  onThisPage: 'En esta página',
  spinThese: '{count, plural, one {Girar esta opción en la ruleta} other {Girar estas {count} en la ruleta}}',
  readyWheelAlt: 'Una ruleta de {count, plural, one {{count} sector} other {{count} sectores}}, {title}: {entries}',
  opensInNewTab: '(se abre en una pestaña nueva)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'Una ruleta de {count, plural, one {{count} sector con un dibujo} other {{count} sectores, cada uno con un dibujo}}, {title}: {entries}',
};
