import type { Messages } from '../shape';

export const stage: Messages['stage'] = {
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
};
