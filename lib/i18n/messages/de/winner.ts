import type { Messages } from '../shape';

export const winner: Messages['winner'] = {
  winnerCardTitle: '{count, plural, one {Gewinner} other {Gewinner}}',
  hideWinners: '{count, plural, one {Gewinner ausblenden} other {Gewinner ausblenden}}',
  removeWinners: '{count, plural, one {Gewinner entfernen} other {Gewinner entfernen}}',
  closeWinnerCard: 'Schließen',
  lastOneStandingTitle: 'Nur noch einer übrig',
  lastOneStandingDescription: '{entry} ist der einzige Eintrag, der noch auf dem Rad ist.',
  winnerRemovedTitle: 'Gewinner entfernt',
  winnerRemovedDescription: '„{entry}“ ist nicht mehr auf dem Rad.',
  winnersRemovedTitle: 'Gewinner entfernt',
  winnersRemovedDescription:
    '{count, plural, one {{count} Gewinner ist nicht mehr auf dem Rad.} other {{count} Gewinner sind nicht mehr auf dem Rad.}}',
};
