import type { Messages } from '../shape';

/** Spinning: the spin button and modes, the stage, the winner card and a hosted draw's winners. */
export const spin: Messages['spin'] = {
  spinButton: '¡GIRA LA RULETA!',
  spinningButton: 'Girando…',
  spinProgress: 'Progreso del giro',
  spinMode: 'Modo de giro',
  modeClassic: 'Clásico',
  modeClassicDescription: 'Una velocidad aleatoria entre tu mínima y tu máxima.',
  modeRandom: 'Aleatorio',
  modeRandomDescription: 'Además, empieza con un giro extra aleatorio de hasta media vuelta.',
  modePressHold: 'Mantener pulsado',
  modePressHoldDescription: 'Mantén pulsada la ruleta para que tome velocidad y luego suéltala.',
  modeFlick: 'Deslizar',
  modeFlickDescription: 'Agarra la ruleta y deslízala con un golpe rápido: cuanto más fuerte, más tiempo gira.',
  pressHoldTip:
    'Consejo: mantén pulsada la ruleta para que tome velocidad y luego suéltala. Con el teclado, mantén pulsada la tecla Espacio con el foco en la ruleta.',
  flickTip: 'Consejo: agarra la ruleta y deslízala con un golpe rápido alrededor del centro para hacerla girar.',
  minimumSpeed: 'Velocidad mínima',
  maximumSpeed: 'Velocidad máxima',
  accelerationRate: 'Ritmo de aceleración',
  decelerationRate: 'Ritmo de frenado',
  speedsNote:
    'Las velocidades y los modos cambian el aspecto del giro, no el resultado. Todas las opciones visibles tienen siempre la misma probabilidad.',

  winnerSelected: '¡Tenemos ganador!',
  noEntriesTitle: 'No hay opciones disponibles',
  noEntriesDescription: 'Añade alguna opción para poder girar la ruleta.',
  drawCompleteTitle: 'Ya han salido todos los ganadores',
  drawCompleteDescription:
    'El sorteo ya tiene todos sus ganadores. Finalízalo en la pestaña Giro para revelar su semilla y obtener el enlace de verificación.',
  winnerChosen: 'Ha salido «{entry}».',
};
