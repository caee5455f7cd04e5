import type { Messages } from '../shape';

export const blog: Messages['blog'] = {
  allPosts: 'Todos os artigos',
  backToAllPosts: 'Ver todos os artigos',
  byline: 'Por {author}',
  readingTime: '{minutes} min de leitura',
  readMore: 'Ler mais',
  relatedPosts: 'Artigos relacionados',
  onThisPage: 'Nesta página',
  spinThese: '{count, plural, =1 {Girar esta opção na roleta} other {Girar estas {count} opções na roleta}}',
  readyWheelAlt: 'Uma roleta de {count, plural, =1 {{count} fatia} other {{count} fatias}}, {title}: {entries}',
  opensInNewTab: '(abre em uma nova aba)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'Uma roleta de {count, plural, =1 {{count} fatia com um desenho} other {{count} fatias, cada uma com um desenho}}, {title}: {entries}',
};
