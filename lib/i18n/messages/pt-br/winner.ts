import type { Messages } from '../shape';

export const winner: Messages['winner'] = {
  winnerCardTitle: '{count, plural, one {Vencedor} other {Vencedores}}',
  hideWinners: '{count, plural, one {Ocultar vencedor} other {Ocultar vencedores}}',
  removeWinners: '{count, plural, one {Remover vencedor} other {Remover vencedores}}',
  closeWinnerCard: 'Fechar',
  lastOneStandingTitle: 'Só restou uma opção',
  lastOneStandingDescription: '{entry} é a única opção que sobrou na roleta.',
  winnerRemovedTitle: 'Vencedor removido',
  winnerRemovedDescription: '“{entry}” saiu da roleta.',
  winnersRemovedTitle: 'Vencedores removidos',
  winnersRemovedDescription:
    '{count, plural, one {{count} vencedor saiu da roleta.} other {{count} vencedores saíram da roleta.}}',
};
