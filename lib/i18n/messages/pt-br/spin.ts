import type { Messages } from '../shape';

export const spin: Messages['spin'] = {
  spinButton: 'GIRAR A ROLETA!',
  spinningButton: 'Girando...',
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

  wheelLabel:
    'Roleta de sorteio com {count, plural, =0 {{count} opções} one {{count} opção} other {{count} opções}}. Pressione Espaço ou Enter para girar.',
  wheelLabelPressHold:
    'Roleta de sorteio com {count, plural, =0 {{count} opções} one {{count} opção} other {{count} opções}}. Segure Espaço para ganhar velocidade e depois solte.',
  canvasTooSmall: 'Área pequena demais',
  canvasEmpty: 'Adicione opções para girar!',
  fullscreen: 'Tela cheia',
  exitFullscreen: 'Sair da tela cheia',
  tapHint: 'Toque ou clique na roleta para girá-la.',
  pressHoldHint: 'Pressione e segure a roleta, depois solte.',
  flickHint: 'Pegue a roleta e deslize com força.',
  winnerLine: 'Vencedor: {entry}',
  wheelTitle: 'Título da roleta',
  wheelTitlePlaceholder: 'Por exemplo: sorteio de sexta',

  winnerCardTitle: '{count, plural, one {Vencedor} other {Vencedores}}',
  hideWinners: '{count, plural, one {Ocultar vencedor} other {Ocultar vencedores}}',
  removeWinners: '{count, plural, one {Remover vencedor} other {Remover vencedores}}',
  closeWinnerCard: 'Fechar',

  winnerSelected: 'Temos um vencedor!',
  winnerChosen: 'Saiu {entry}.',
  noEntriesTitle: 'Nenhuma opção disponível',
  noEntriesDescription: 'Adicione algumas opções para girar a roleta.',
  drawCompleteTitle: 'Todos os vencedores foram sorteados',
  drawCompleteDescription:
    'O sorteio já tem todos os vencedores. Encerre-o na aba Giro para revelar a semente e obter o link de verificação.',
  lastOneStandingTitle: 'Só restou uma opção',
  lastOneStandingDescription: '{entry} é a única opção que sobrou na roleta.',
  winnerRemovedTitle: 'Vencedor removido',
  winnerRemovedDescription: '“{entry}” saiu da roleta.',
  winnersRemovedTitle: 'Vencedores removidos',
  winnersRemovedDescription:
    '{count, plural, one {{count} vencedor saiu da roleta.} other {{count} vencedores saíram da roleta.}}',
};
