import type { Messages } from '../shape';

export const spin: Messages['spin'] = {
  spinButton: 'RAD DREHEN!',
  spinningButton: 'Dreht sich…',
  spinProgress: 'Fortschritt der Drehung',
  spinMode: 'Drehmodus',
  modeClassic: 'Klassisch',
  modeClassicDescription: 'Eine zufällige Geschwindigkeit zwischen deinem Minimum und Maximum.',
  modeRandom: 'Zufällig',
  modeRandomDescription: 'Startet zusätzlich mit einer zufälligen Extradrehung von bis zu einer halben Umdrehung.',
  modePressHold: 'Gedrückt halten',
  modePressHoldDescription: 'Halte das Rad gedrückt, um Schwung zu holen, und lass dann los.',
  modeFlick: 'Anschubsen',
  modeFlickDescription: 'Pack das Rad und schubs es an; je kräftiger, desto länger dreht es sich.',
  pressHoldTip:
    'Tipp: Rad gedrückt halten, um Schwung zu holen, dann loslassen. Mit der Tastatur hältst du auf dem Rad die Leertaste gedrückt.',
  flickTip: 'Tipp: Rad packen und kräftig anschubsen, damit es sich um seine Mitte dreht.',
  minimumSpeed: 'Mindestgeschwindigkeit',
  maximumSpeed: 'Höchstgeschwindigkeit',
  accelerationRate: 'Beschleunigungsrate',
  decelerationRate: 'Abbremsrate',
  speedsNote:
    'Geschwindigkeiten und Modi ändern nur, wie sich die Drehung anfühlt und aussieht. Jeder sichtbare Eintrag hat immer dieselbe Chance.',

  winnerSelected: 'Gewinner steht fest!',
  noEntriesTitle: 'Keine Einträge vorhanden',
  noEntriesDescription: 'Füge ein paar Einträge hinzu, um das Rad zu drehen.',
  drawCompleteTitle: 'Alle Gewinner sind gezogen',
  drawCompleteDescription:
    'Die Ziehung hat alle Gewinner. Schließe sie im Tab „Drehen“ ab, um ihren Startwert aufzudecken und den Prüflink zu erhalten.',
  winnerChosen: '„{entry}“ wurde gezogen.',
};
