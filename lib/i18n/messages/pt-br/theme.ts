import type { Messages } from '../shape';

export const theme: Messages['theme'] = {
  quickThemes: 'Temas rápidos',
  quickThemeClassic: 'Clássico',
  quickThemeDark: 'Escuro',
  quickThemeNeon: 'Neon',
  quickThemeSunset: 'Pôr do sol',
  colors: 'Cores',
  wheelBackgroundColor: 'Fundo da roleta',
  textColor: 'Cor do texto',
  borderColor: 'Cor da borda',
  pointerColor: 'Cor do ponteiro',
  swatches: 'Paleta',
  applySwatchesTo: 'Aplicar cores em',
  swatchTargetBackground: 'Fundo',
  swatchTargetText: 'Texto',
  swatchTargetBorder: 'Borda',
  swatchTargetPointer: 'Ponteiro',
  useColor: 'Usar a cor {hex}',
  soundAndCelebration: 'Som e comemoração',
  soundEffects: 'Efeitos sonoros',
  soundEffectsDescription: 'Um tique a cada fatia que passa pelo ponteiro e um sininho para o vencedor.',
  confetti: 'Confete',
  confettiDescription:
    'Uma chuva de confete para cada vencedor. Nunca aparece quando o seu dispositivo pede movimento reduzido.',
};
