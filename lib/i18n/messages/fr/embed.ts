/** La roue intégrée (/embed) : sa page, ses messages quand l'adresse ne contient pas de roue lisible, le lien vers le site. */
export const embed = {
  pageTitle: 'Roue intégrée',
  pageDescription: 'Une roue SpinFair partagée, prête à tourner dans une autre page, une diapositive ou un live.',
  readingWheel: 'Ouverture de la roue…',
  noWheel: "Pas encore de roue ici. Cette page affiche la roue d'un code d'intégration : copiez-en un depuis « Partager la roue » sur SpinFair.",
  brokenWheel: "Impossible d'ouvrir cette roue : son adresse a été tronquée ou abîmée. Copiez à nouveau le code d'intégration.",
  newerWheel: 'Cette roue a été créée avec une version plus récente de SpinFair. Rechargez la page pour l’ouvrir.',
  wheelTooLarge: 'Cette roue est trop grande pour être ouverte ici.',
  madeWith: 'Créé avec SpinFair',
};
