import type { Messages } from '../shape';

export const spin: Messages['spin'] = {
  spinButton: 'GIRAR A ROLETA!',
  spinningButton: 'Girando…',
  spinProgress: 'Progresso do giro',
  spinMode: 'Modo de giro',
  modeClassic: 'Clássico',
  modeClassicDescription: 'Uma velocidade aleatória entre a mínima e a máxima que você definiu.',
  modeRandom: 'Aleatório',
  modeRandomDescription: 'Começa ainda com um giro extra aleatório de até meia volta.',
  modePressHold: 'Pressionar e segurar',
  modePressHoldDescription: 'Segure a roleta para ganhar velocidade e depois solte.',
  modeFlick: 'Deslizar',
  modeFlickDescription: 'Pegue a roleta e deslize com força; quanto mais forte, mais tempo ela gira.',
  pressHoldTip:
    'Dica: pressione e segure a roleta para ganhar velocidade e depois solte. No teclado, segure Espaço com o foco na roleta.',
  flickTip: 'Dica: pegue a roleta e deslize ao redor do centro para girar.',
  minimumSpeed: 'Velocidade mínima',
  maximumSpeed: 'Velocidade máxima',
  accelerationRate: 'Taxa de aceleração',
  decelerationRate: 'Taxa de desaceleração',
  speedsNote: 'Velocidades e modos mudam só o jeito do giro. Todas as opções visíveis têm sempre a mesma chance.',

  winnerSelected: 'Temos um vencedor!',
  noEntriesTitle: 'Nenhuma opção disponível',
  noEntriesDescription: 'Adicione algumas opções para girar a roleta.',
  drawCompleteTitle: 'Todos os vencedores foram sorteados',
  drawCompleteDescription:
    'O sorteio já tem todos os vencedores. Encerre-o na aba Giro para revelar a semente e obter o link de verificação.',
  winnerChosen: 'Saiu {entry}.',
};
