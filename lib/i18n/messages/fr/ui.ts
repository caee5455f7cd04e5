import type { Messages } from '../shape';

export const ui: Messages['ui'] = {
  close: 'Fermer',
  colorHex: '{label} (code hexadécimal)',
  copiedTitle: '{what} copié',
  copiedDescription: '{what} copié dans le presse-papiers.',
  textCopiedTitle: 'Texte copié',
  textCopiedDescription: 'Texte copié dans le presse-papiers.',
  copyFailedTitle: 'Échec de la copie',
  copyFailedDescription: "Votre navigateur n'a pas autorisé la copie. Sélectionnez le texte et copiez-le vous-même.",
  undo: 'Annuler',
  notSavedTitle: 'Vos modifications ne sont pas enregistrées',
  notSavedDescription:
    "Ce navigateur n'autorise pas le site à enregistrer quoi que ce soit : l'outil fonctionne pour cette visite seulement et oublie tout quand vous partez.",
  newerVersionTitle: 'Une version plus récente de SpinFair a enregistré vos données',
  newerVersionDescription:
    'Cette page est plus ancienne : elle laisse ces données intactes et garde vos modifications ici, pour cette visite seulement. Rechargez pour utiliser la version plus récente.',
  reload: 'Recharger',
  listTooBigTitle: 'Cette liste est trop longue pour être enregistrée',
  listTooBigDescription:
    "Ce navigateur ne peut pas garder une liste aussi longue : elle ne dure que jusqu'à ce que vous quittiez cette page. Tout le reste de vos modifications est enregistré, et un rechargement ramène {reload, select, saved {la dernière liste enregistrée} other {la liste de départ}}.",
  tooBigTitle: 'Trop volumineux pour ce navigateur',
  tooBigDescription: "Une partie de ce que vous avez fait ici dépasse ce que ce navigateur garde : elle ne dure que jusqu'à ce que vous quittiez cette page. Tout le reste est enregistré.",
};
