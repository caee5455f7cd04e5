import type { Messages } from '../shape';

export const hosting: Messages['hosting'] = {
  // The Spin tab's options for hosts
  afterEachSpin: 'Depois de cada giro',
  afterSpinKeep: 'Manter o vencedor',
  afterSpinHide: 'Ocultar o vencedor',
  afterSpinRemove: 'Remover o vencedor',
  winnersPerSpin: 'Vencedores por giro',
  winnersPerSpinHint:
    'Um clique sorteia esse número de vencedores diferentes, um giro depois do outro; quem já ganhou fica de fora até o fim da rodada. Até {most} (as opções visíveis).',
  wheelTitle: 'Título da roleta',
  wheelTitlePlaceholder: 'Por exemplo: sorteio de sexta',
};
