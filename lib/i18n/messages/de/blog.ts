import type { Messages } from '../shape';

export const blog: Messages['blog'] = {
  allPosts: 'Alle Beiträge',
  backToAllPosts: 'Zurück zu allen Beiträgen',
  byline: 'Von {author}',
  readingTime: '{minutes} Min. Lesezeit',
  readMore: 'Weiterlesen',
  relatedPosts: 'Ähnliche Beiträge',
  onThisPage: 'Auf dieser Seite',
  spinThese: '{count, plural, one {Diesen Eintrag auf dem Rad drehen} other {Diese {count} auf dem Rad drehen}}',
  readyWheelAlt: 'Ein Glücksrad mit {count, plural, one {{count} Feld} other {{count} Feldern}}, {title}: {entries}',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'Ein Glücksrad mit {count, plural, one {{count} Feld mit einem gezeichneten Bild} other {{count} Feldern, jedes mit einem gezeichneten Bild}}, {title}: {entries}',
};
