import type { Messages } from '../shape';

export const meta: Messages['meta'] = {
  siteTagline: 'A roleta de sorteio justa e gratuita',
  siteDescription:
    'Digite suas opções, gire a roleta e tenha um vencedor aleatório e justo. Grátis, privado e funciona offline em qualquer celular ou computador.',
  shareImageAlt: 'Roleta de sorteio do SpinFair',
  homeTitle: 'SpinFair: roleta de nomes e sorteador aleatório grátis',
  coinTitle: 'Cara ou coroa online e grátis',
  coinDescription:
    'Jogue uma moeda virtual justa e tire cara ou coroa, com textos e cores do seu jeito e o histórico de todos os lançamentos.',
  templatesTitle: 'Modelos de roleta: listas prontas para girar',
  templatesDescription:
    'Comece com uma roleta pronta: almoço, pedido de café, plano de fim de semana, brincadeiras de festa, sim ou não, pausas e quebra-gelo.',
  templateTitle: 'Modelo de roleta: {title}',
  templateDescription: '{description} Uma roleta pronta com {count, plural, one {# opção} other {# opções}} para girar.',
  blogTitle: 'Blog: ideias de roletas, brincadeiras e decisões',
  blogName: 'Blog do SpinFair',
  blogDescription:
    'Artigos sobre como usar uma roleta de sorteio na sala de aula, em festas, no trabalho e em casa, e sobre o que torna um sorteio justo.',
  blogFeedTitle: 'Blog do SpinFair (RSS)',
  verifyTitle: 'Verificar um sorteio',
  verifyDescription:
    'Confira você mesmo um sorteio do SpinFair: abra o link de verificação ou o registro do sorteio e veja se a lista e os vencedores batem com o compromisso publicado antes.',
  notFoundTitle: 'Página não encontrada',
  notFoundDescription: 'A página que você procurou não existe.',
  breadcrumbHome: 'Início',
  shareHomeKicker: 'Sorteador aleatório grátis',
  shareHomeTitle: 'Gire a roleta e tenha um vencedor justo',
  shareHomeAlt: 'SpinFair: uma roleta colorida ao lado da frase “Gire a roleta e tenha um vencedor justo”',
  shareCoinKicker: 'Cara ou coroa',
  shareCoinTitle: 'Jogue a moeda: cara ou coroa?',
  shareCoinAlt: 'Cara ou coroa do SpinFair: uma moeda dourada ao lado da frase “Jogue a moeda: cara ou coroa?”',
  shareTemplatesKicker: 'Modelos de roleta',
  shareTemplatesTitle: 'Listas prontas para girar com um clique',
  shareTemplatesAlt: 'Modelos de roleta do SpinFair: uma roleta ao lado da frase “Listas prontas para girar com um clique”',
  shareTemplateKicker: 'Modelo de roleta',
  shareTemplateAlt: 'A roleta “{title}” no SpinFair, com {count, plural, =1 {{count} fatia} other {{count} fatias}}: {entries}',
  sharePostAlt: 'Blog do SpinFair: “{title}”, com uma roleta',
};
