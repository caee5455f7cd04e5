import type { Messages } from '../shape';

export const theme: Messages['theme'] = {
  quickThemes: 'Temi rapidi',
  quickThemeClassic: 'Classico',
  quickThemeDark: 'Scuro',
  quickThemeNeon: 'Neon',
  quickThemeSunset: 'Tramonto',
  colors: 'Colori',
  wheelBackgroundColor: 'Sfondo della ruota',
  textColor: 'Colore del testo',
  borderColor: 'Colore del bordo',
  pointerColor: "Colore dell'indicatore",
  swatches: 'Campioni di colore',
  applySwatchesTo: 'Applica i campioni a',
  swatchTargetBackground: 'Sfondo',
  swatchTargetText: 'Testo',
  swatchTargetBorder: 'Bordo',
  swatchTargetPointer: 'Indicatore',
  useColor: 'Usa il colore {hex}',
  soundAndCelebration: 'Suoni e festeggiamenti',
  soundEffects: 'Effetti sonori',
  soundEffectsDescription: "Un tic a ogni spicchio che passa sotto l'indicatore e un rintocco per il vincitore.",
  confetti: 'Coriandoli',
  confettiDescription:
    'Una pioggia di coriandoli per ogni vincitore. Non compare mai se il dispositivo chiede di ridurre il movimento.',
};
