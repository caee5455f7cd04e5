import type { Messages } from '../shape';

export const guide: Messages['guide'] = {
  guideHeading: 'Comment utiliser la roue',
  guideLead:
    "Chaque section ci-dessous présente une partie de la roue ; ouvrez-les ou fermez-les à votre guise. Pour plus de détails et d'astuces, lisez le {link}.",
  guideLeadLink: "mode d'emploi complet",
  guideEntries: 'Ajouter et gérer vos entrées',
  guideSpinning: 'Lancer la roue',
  guideAppearance: "Changer l'apparence et le son",
  guideResults: 'Consulter, partager et exporter les résultats',
  guideUseCases: "Idées d'utilisation de la roue",
  guideFairness: 'Comment la roue reste équitable',
  guideKeyboard: 'Clavier et accessibilité',
  guidePrivacy: 'Confidentialité',
};
