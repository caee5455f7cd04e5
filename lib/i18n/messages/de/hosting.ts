import type { Messages } from '../shape';

export const hosting: Messages['hosting'] = {
  // The Spin tab's options for hosts
  afterEachSpin: 'Nach jeder Drehung',
  afterSpinKeep: 'Gewinner behalten',
  afterSpinHide: 'Gewinner ausblenden',
  afterSpinRemove: 'Gewinner entfernen',
  winnersPerSpin: 'Gewinner pro Drehung',
  winnersPerSpinHint:
    'Ein Klick zieht so viele verschiedene Gewinner, eine Drehung nach der anderen; wer gewonnen hat, setzt für den Rest dieses Durchgangs aus. Bis zu {most} (die sichtbaren Einträge).',
  wheelTitle: 'Titel des Rads',
  wheelTitlePlaceholder: 'Zum Beispiel: Verlosung am Freitag',
};
