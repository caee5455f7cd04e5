import type { Messages } from '../shape';

export const stage: Messages['stage'] = {
  wheelLabel: 'Ruleta con {count, plural, one {{count} opción} other {{count} opciones}}. Pulsa Espacio o Intro para girar.',
  wheelLabelPressHold:
    'Ruleta con {count, plural, one {{count} opción} other {{count} opciones}}. Mantén pulsada la tecla Espacio para tomar velocidad y luego suéltala.',
  canvasTooSmall: 'No hay espacio para dibujar la ruleta',
  canvasEmpty: '¡Añade opciones para girar!',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  tapHint: 'Toca la ruleta o haz clic en ella para girarla.',
  pressHoldHint: 'Mantén pulsada la ruleta y luego suéltala.',
  flickHint: 'Agarra la ruleta y deslízala con un golpe rápido.',
  winnerLine: 'Ganador: {entry}',
};
