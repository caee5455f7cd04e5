import type { Messages } from '../shape';

export const winner: Messages['winner'] = {
  winnerCardTitle: '{count, plural, one {Vincitore} other {Vincitori}}',
  hideWinners: '{count, plural, one {Nascondi vincitore} other {Nascondi vincitori}}',
  removeWinners: '{count, plural, one {Rimuovi vincitore} other {Rimuovi vincitori}}',
  closeWinnerCard: 'Chiudi',
  lastOneStandingTitle: 'È rimasta solo una voce',
  lastOneStandingDescription: "«{entry}» è l'unica voce rimasta sulla ruota.",
  winnerRemovedTitle: 'Vincitore rimosso',
  winnerRemovedDescription: '«{entry}» non è più sulla ruota.',
  winnersRemovedTitle: 'Vincitori rimossi',
  winnersRemovedDescription: '{count, plural, one {{count} vincitore tolto dalla ruota.} other {{count} vincitori tolti dalla ruota.}}',
};
