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

  wheelLabel:
    'Glücksrad mit {count, plural, one {{count} Eintrag} other {{count} Einträgen}}. Drücke die Leertaste oder Enter, um zu drehen.',
  wheelLabelPressHold:
    'Glücksrad mit {count, plural, one {{count} Eintrag} other {{count} Einträgen}}. Halte die Leertaste gedrückt, um Schwung zu holen, und lass dann los.',
  canvasTooSmall: 'Zeichenfläche zu klein',
  canvasEmpty: 'Füge Einträge hinzu, um zu drehen!',
  fullscreen: 'Vollbild',
  exitFullscreen: 'Vollbild beenden',
  tapHint: 'Tippe oder klicke auf das Rad, um es zu drehen.',
  pressHoldHint: 'Halte das Rad gedrückt und lass dann los.',
  flickHint: 'Pack das Rad und schubs es an.',
  winnerLine: 'Gewinner: {entry}',
  wheelTitle: 'Titel des Rads',
  wheelTitlePlaceholder: 'Zum Beispiel: Verlosung am Freitag',

  winnerCardTitle: '{count, plural, one {Gewinner} other {Gewinner}}',
  hideWinners: '{count, plural, one {Gewinner ausblenden} other {Gewinner ausblenden}}',
  removeWinners: '{count, plural, one {Gewinner entfernen} other {Gewinner entfernen}}',
  closeWinnerCard: 'Schließen',

  winnerSelected: 'Gewinner steht fest!',
  winnerChosen: '„{entry}“ wurde gezogen.',
  noEntriesTitle: 'Keine Einträge vorhanden',
  noEntriesDescription: 'Füge ein paar Einträge hinzu, um das Rad zu drehen.',
  drawCompleteTitle: 'Alle Gewinner sind gezogen',
  drawCompleteDescription:
    'Die Ziehung hat alle Gewinner. Schließe sie im Tab „Drehen“ ab, um ihren Startwert aufzudecken und den Prüflink zu erhalten.',
  lastOneStandingTitle: 'Nur noch einer übrig',
  lastOneStandingDescription: '{entry} ist der einzige Eintrag, der noch auf dem Rad ist.',
  winnerRemovedTitle: 'Gewinner entfernt',
  winnerRemovedDescription: '„{entry}“ ist nicht mehr auf dem Rad.',
  winnersRemovedTitle: 'Gewinner entfernt',
  winnersRemovedDescription:
    '{count, plural, one {{count} Gewinner ist nicht mehr auf dem Rad.} other {{count} Gewinner sind nicht mehr auf dem Rad.}}',
};
