import type { Messages } from '../shape';

export const theme: Messages['theme'] = {
  quickThemes: 'Thèmes rapides',
  quickThemeClassic: 'Classique',
  quickThemeDark: 'Sombre',
  quickThemeNeon: 'Néon',
  quickThemeSunset: 'Coucher de soleil',
  colors: 'Couleurs',
  wheelBackgroundColor: 'Fond de la roue',
  textColor: 'Couleur du texte',
  borderColor: 'Couleur de la bordure',
  pointerColor: 'Couleur du pointeur',
  swatches: 'Pastilles',
  applySwatchesTo: 'Appliquer les pastilles à',
  swatchTargetBackground: 'Fond',
  swatchTargetText: 'Texte',
  swatchTargetBorder: 'Bordure',
  swatchTargetPointer: 'Pointeur',
  useColor: 'Utiliser la couleur {hex}',
  soundAndCelebration: 'Son et célébration',
  soundEffects: 'Effets sonores',
  soundEffectsDescription: 'Un tic à chaque case qui passe sous le pointeur, et un carillon pour le gagnant.',
  confetti: 'Confettis',
  confettiDescription:
    'Une pluie de confettis pour chaque gagnant. Jamais affichée si votre appareil demande de réduire les animations.',
};
