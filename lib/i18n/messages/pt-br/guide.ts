import type { Messages } from '../shape';

export const guide: Messages['guide'] = {
  guideHeading: 'Como usar a roleta',
  guideLead:
    'Cada seção abaixo trata de uma parte da roleta; abra ou feche como quiser. Para mais detalhes e dicas, leia o {link}.',
  guideLeadLink: 'guia completo de como usar',
  guideEntries: 'Adicione e organize suas opções',
  guideSpinning: 'Gire a roleta',
  guideAppearance: 'Mude o visual e o som',
  guideResults: 'Confira, compartilhe e exporte os resultados',
  guideUseCases: 'Ideias para usar a roleta',
  guideFairness: 'Como a roleta se mantém justa',
  guideKeyboard: 'Teclado e acessibilidade',
  guidePrivacy: 'Privacidade',
};
