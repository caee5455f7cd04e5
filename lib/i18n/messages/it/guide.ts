import type { Messages } from '../shape';

export const guide: Messages['guide'] = {
  guideHeading: 'Come si usa la ruota',
  guideLead:
    'Ogni sezione qui sotto riguarda una parte della ruota: aprile e chiudile come preferisci. Per più dettagli e consigli, leggi la {link}.',
  guideLeadLink: "guida completa all'uso",
  guideEntries: 'Aggiungi e gestisci le voci',
  guideSpinning: 'Gira la ruota',
  guideAppearance: 'Cambia aspetto e suoni',
  guideResults: 'Rivedi, condividi ed esporta i risultati',
  guideUseCases: 'Idee per usare la ruota',
  guideFairness: 'Perché la ruota è equa',
  guideKeyboard: 'Tastiera e accessibilità',
  guidePrivacy: 'Privacy',
};
