import type { Messages } from '../shape';

export const blog: Messages['blog'] = {
  allPosts: 'Tous les articles',
  backToAllPosts: 'Retour à tous les articles',
  byline: 'Par {author}',
  readingTime: '{minutes} min de lecture',
  readMore: 'Lire la suite',
  relatedPosts: 'Articles similaires',
  onThisPage: 'Sur cette page',
  spinThese: '{count, plural, one {Lancer cette entrée sur la roue} other {Lancer ces {count} entrées sur la roue}}',
  readyWheelAlt: 'Une roue de {count, plural, one {# case} other {# cases}}, {title} : {entries}',
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: "Une roue de {count, plural, one {# case illustrée d'un dessin} other {# cases illustrées chacune d'un dessin}}, {title} : {entries}",
};
