import type { Messages } from '../shape';

export const meta: Messages['meta'] = {
  siteTagline: 'La roue de tirage au sort équitable et gratuite',
  siteDescription:
    'Saisissez vos options, lancez la roue et obtenez un gagnant tiré au sort en toute équité. Gratuit, privé, même hors ligne, sur téléphone ou ordinateur.',
  shareImageAlt: 'Roue de tirage au sort SpinFair',
  homeTitle: 'SpinFair : roue de la fortune, tirage au sort gratuit',
  coinTitle: 'Pile ou face : lancer une pièce en ligne gratuitement',
  coinDescription:
    "Jouez à pile ou face avec une pièce virtuelle équitable : vos propres libellés, vos couleurs et l'historique de chaque lancer.",
  templatesTitle: 'Modèles de roue : des listes toutes prêtes à lancer',
  templatesDescription:
    "Partez d'une roue toute prête : idées de déjeuner, café, programme du week-end, jeux de soirée, oui ou non, pauses et brise-glace.",
  templateTitle: 'Modèle de roue « {title} »',
  templateDescription: '{description} Une roue toute prête de {count, plural, one {# entrée} other {# entrées}} à lancer.',
  blogTitle: 'Blog : idées pour tirer au sort, jouer et décider',
  blogName: 'Blog SpinFair',
  blogDescription:
    'Des articles pour utiliser une roue de tirage au sort en classe, en soirée, au travail et à la maison, et sur ce qui rend un tirage équitable.',
  blogFeedTitle: 'Blog SpinFair (RSS)',
  verifyTitle: 'Vérifier un tirage',
  verifyDescription:
    "Vérifiez vous-même un jeu-concours SpinFair : ouvrez le lien de vérification ou le relevé, et voyez si la liste et les gagnants correspondent à l'engagement publié avant le tirage.",
  notFoundTitle: 'Page introuvable',
  notFoundDescription: "La page que vous cherchez n'existe pas.",
  breadcrumbHome: 'Accueil',
  shareHomeKicker: 'Tirage au sort gratuit',
  shareHomeTitle: 'Lancez la roue : un gagnant, en toute équité',
  shareHomeAlt: 'SpinFair : une roue de tirage colorée à côté des mots « Lancez la roue : un gagnant, en toute équité »',
  shareCoinKicker: 'Pile ou face',
  shareCoinTitle: 'Lancez une pièce : pile ou face ?',
  shareCoinAlt: 'Pile ou face SpinFair : une pièce dorée à côté des mots « Lancez une pièce : pile ou face ? »',
  shareTemplatesKicker: 'Modèles de roue',
  shareTemplatesTitle: 'Des listes toutes prêtes à lancer en un clic',
  shareTemplatesAlt: 'Modèles de roue SpinFair : une roue de tirage à côté des mots « Des listes toutes prêtes à lancer en un clic »',
  shareTemplateKicker: 'Modèle de roue',
  shareTemplateAlt: 'La roue « {title} » sur SpinFair, {count, plural, one {# case} other {# cases}} : {entries}',
  sharePostAlt: 'Blog SpinFair : « {title} », avec une roue de tirage',
};
