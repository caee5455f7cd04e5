import type { Messages } from '../shape';

export const blog: Messages['blog'] = {
  allPosts: 'Todos os artigos',
  backToAllPosts: 'Ver todos os artigos',
  byline: 'Por {author}',
  readingTime: '{minutes} min de leitura',
  readMore: 'Ler mais',
  relatedPosts: 'Artigos relacionados',
  onThisPage: 'Nesta página',
  spinThese: 'Girar estas {count} opções na roleta',
  readyWheelAlt: 'Uma roleta de {count} fatias, {title}: {entries}',
  opensInNewTab: '(abre em uma nova aba)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'Uma roleta de {count} fatias, cada uma com um desenho, {title}: {entries}',
};
