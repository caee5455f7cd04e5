import type { Messages } from '../shape';

/** The blog's pages around the posts' own words. */
export const blog: Messages['blog'] = {
  allPosts: 'Tutti gli articoli',
  backToAllPosts: 'Torna a tutti gli articoli',
  byline: 'Di {author}',
  readingTime: '{minutes} min di lettura',
  readMore: 'Leggi tutto',
  relatedPosts: 'Articoli correlati',
  onThisPage: 'In questa pagina',
  spinThese: '{count, plural, one {Gira questa voce sulla ruota} other {Gira queste {count} voci sulla ruota}}',
  readyWheelAlt: 'Una ruota con {count, plural, one {{count} spicchio} other {{count} spicchi}}, {title}: {entries}',
  opensInNewTab: '(si apre in una nuova scheda)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'Una ruota con {count, plural, one {{count} spicchio con un disegno} other {{count} spicchi, ognuno con un disegno}}, {title}: {entries}',
};
