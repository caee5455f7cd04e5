import type { Messages } from '../shape';

export const winner: Messages['winner'] = {
  winnerCardTitle: '{count, plural, one {Gagnant} other {Gagnants}}',
  hideWinners: '{count, plural, one {Masquer le gagnant} other {Masquer les gagnants}}',
  removeWinners: '{count, plural, one {Retirer le gagnant} other {Retirer les gagnants}}',
  closeWinnerCard: 'Fermer',
  lastOneStandingTitle: "Plus qu'une entrée",
  lastOneStandingDescription: '« {entry} » est la seule entrée qui reste sur la roue.',
  winnerRemovedTitle: 'Gagnant retiré',
  winnerRemovedDescription: '« {entry} » ne fait plus partie de la roue.',
  winnersRemovedTitle: 'Gagnants retirés',
  winnersRemovedDescription: '{count, plural, one {{count} gagnant retiré de la roue.} other {{count} gagnants retirés de la roue.}}',
};
