import type { Messages } from '../shape';

export const pages: Messages['pages'] = {
  homeHeading: 'Roleta de sorteio: escolha aleatória e justa',
  homeLead: 'Digite suas opções, gire e deixe o acaso escolher. Todas as opções têm exatamente a mesma chance.',
  customizeHeading: 'Personalize sua roleta',
  templatesSectionHeading: 'Comece com um modelo',
  templatesSectionLead: 'Um clique carrega uma lista pronta na roleta e substitui as opções atuais.',
  coinHeading: 'Cara ou coroa',
  coinLead: 'E aí: cara ou coroa?',
  templatesHeading: 'Modelos de roleta',
  templatesLead: 'Escolha uma lista pronta e gire com um clique.',
  blogHeading: 'Nosso blog',
  blogLead: 'Ideias para a sala de aula, festas, equipes e decisões do dia a dia.',
  subscribeRss: 'Assinar via RSS',
  verifyHeading: 'Verificar um sorteio',
  verifyLead:
    'O sorteio foi justo? Informe aqui o registro do sorteio ou o link de verificação: a página refaz o sorteio e confirma se a lista e os vencedores são os mesmos lacrados de antemão, a partir da rodada do farol drand para a qual o sorteio foi lacrado (a assinatura dela é conferida aqui mesmo, sem pedir nada a ninguém) ou, num sorteio com semente pública, a partir das sementes reveladas. Já o link de anúncio, divulgado antes do sorteio, mostra a lista lacrada para que os participantes confiram se estão nela e, passada a hora do sorteio, qualquer pessoa pode buscar os vencedores por ele.',
  verifyNoScript:
    'Para conferir um registro aqui, é preciso JavaScript. Sem ele, o verificador independente no fim desta página faz as mesmas verificações no seu próprio computador.',
  guideGettingStarted: 'Primeiros passos',
  guideEntriesTab: 'A aba Opções',
  guideSpinTab: 'A aba Giro',
  guideFairness: 'Por que todo giro é justo',
  guideThemeTab: 'A aba Tema',
  guideResultsTab: 'A aba Resultados',
  guideTemplates: 'Modelos',
  guideCoinFlip: 'Cara ou coroa',
  guideAccessibility: 'Acessibilidade e dicas de teclado',
  guideOfflinePrivacy: 'Uso offline e privacidade',
  guideTips: 'Dicas para sala de aula, festas e sorteios',
  guidePicturesEmbed: 'Imagens na roleta e a roleta na sua própria página',
};
