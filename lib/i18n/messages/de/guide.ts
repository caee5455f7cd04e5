import type { Messages } from '../shape';

export const guide: Messages['guide'] = {
  guideHeading: 'So funktioniert das Glücksrad',
  guideLead:
    'Jeder Abschnitt unten erklärt einen Teil des Rads; öffne oder schließe sie nach Belieben. Mehr Details und Tipps findest du in der {link}.',
  guideLeadLink: 'vollständigen Anleitung',
  guideEntries: 'Einträge hinzufügen und verwalten',
  guideSpinning: 'Das Rad drehen',
  guideAppearance: 'Aussehen und Sound ändern',
  guideResults: 'Ergebnisse ansehen, teilen und exportieren',
  guideUseCases: 'Ideen für das Glücksrad',
  guideFairness: 'So bleibt das Rad fair',
  guideKeyboard: 'Tastatur und Barrierefreiheit',
  guidePrivacy: 'Datenschutz',
};
