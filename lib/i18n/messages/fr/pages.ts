import type { Messages } from '../shape';

export const pages: Messages['pages'] = {
  homeHeading: 'Lancez la roue : le tirage au sort équitable',
  homeLead: 'Saisissez vos options, lancez la roue et laissez le hasard choisir. Chaque entrée a exactement la même chance.',
  customizeHeading: 'Personnalisez votre roue',
  templatesSectionHeading: "Partir d'un modèle",
  templatesSectionLead: 'Un clic charge une liste toute prête sur la roue, à la place des entrées actuelles.',
  coinHeading: 'Pile ou face',
  coinLead: 'À vous de choisir : pile ou face ?',
  templatesHeading: 'Modèles de roue',
  templatesLead: 'Choisissez une liste toute prête et lancez-la en un clic.',
  blogHeading: 'Notre blog',
  blogLead: 'Des idées pour la classe, les soirées, les équipes et les décisions du quotidien.',
  subscribeRss: "S'abonner par RSS",
  verifyHeading: 'Vérifier un tirage',
  verifyLead:
    "Le jeu-concours était-il équitable ? Donnez à cette page le relevé du tirage ou son lien de vérification : elle refait le tirage et confirme que la liste et les gagnants sont bien ceux scellés à l'avance, à partir du tour de la balise drand pour lequel le tirage a été scellé (sa signature est vérifiée ici même, sans rien demander à personne) ou, pour un tirage à graine publique, à partir des graines révélées. Un lien d'annonce, partagé avant le tirage, montre la liste scellée pour que chaque participant vérifie qu'il y figure ; une fois l'heure du tirage passée, chacun peut y obtenir les gagnants.",
  verifyNoScript:
    'Pour vérifier un relevé ici, JavaScript est nécessaire. Sans lui, le vérificateur autonome en bas de cette page fait les mêmes contrôles sur votre propre ordinateur.',
  guideGettingStarted: 'Premiers pas',
  guideEntriesTab: "L'onglet Entrées",
  guideSpinTab: "L'onglet Lancer",
  guideFairness: 'Pourquoi chaque lancer est équitable',
  guideThemeTab: "L'onglet Thème",
  guideResultsTab: "L'onglet Résultats",
  guideTemplates: 'Modèles',
  guideCoinFlip: 'Pile ou face',
  guideAccessibility: 'Accessibilité et raccourcis clavier',
  guideOfflinePrivacy: 'Hors ligne et confidentialité',
  guideTips: 'Conseils pour la classe, les soirées et les jeux-concours',
  guidePicturesEmbed: 'Des images sur la roue, et la roue sur votre propre page',
};
