import type { Messages } from '../shape';

export const winner: Messages['winner'] = {
  winnerCardTitle: '{count, plural, one {Ganador} other {Ganadores}}',
  hideWinners: '{count, plural, one {Ocultar ganador} other {Ocultar ganadores}}',
  removeWinners: '{count, plural, one {Quitar ganador} other {Quitar ganadores}}',
  closeWinnerCard: 'Cerrar',
  lastOneStandingTitle: 'Solo queda una',
  lastOneStandingDescription: '«{entry}» es la única opción que queda en la ruleta.',
  winnerRemovedTitle: 'Ganador retirado',
  winnerRemovedDescription: '«{entry}» ya no está en la ruleta.',
  winnersRemovedTitle: 'Ganadores retirados',
  winnersRemovedDescription:
    '{count, plural, one {{count} ganador ya no está en la ruleta.} other {{count} ganadores ya no están en la ruleta.}}',
};
