import type { Messages } from '../shape';

export const share: Messages['share'] = {
  shareWheel: 'Partager la roue',
  shareDialogTitle: 'Partager cette roue',
  shareDialogIntro:
    "Le lien contient toute la roue : entrées, couleurs, thème et titre. Rien n'est envoyé en ligne, et il n'expire jamais.",
  makingLink: 'Création du lien…',
  linkFailed: "Ce navigateur n'a pas pu créer le lien.",
  wheelLink: 'Lien de la roue',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  linkCopyFailed: "Votre navigateur n'a pas autorisé la copie. Le lien est sélectionné : copiez-le avec le clavier ou le menu.",
  qrCode: 'Code QR',
  linkTooLongForQr:
    'Le lien de cette roue est trop long pour un code QR lisible par un téléphone. Copiez plutôt le lien et envoyez-le.',

  sharedLinkUnreadableTitle: 'Impossible de lire ce lien de roue',
  sharedLinkUnreadableDescription: "Il a peut-être été tronqué ou abîmé lors de la copie. Votre roue n'a pas changé.",
  sharedLinkNewerTitle: "Ce lien de roue vient d'une version plus récente du site",
  sharedLinkNewerDescription: "Cette page utilise une version plus ancienne qui ne sait pas le lire. Rechargez la page pour obtenir la dernière version, puis rouvrez le lien. Votre roue n'a pas changé.",
  sharedLinkTooLargeTitle: 'Ce lien de roue est trop volumineux pour être ouvert',
  sharedLinkTooLargeDescription: "Une fois décompressé, il dépasserait de loin la taille de n'importe quelle roue : il n'a donc pas été ouvert. Votre roue n'a pas changé.",
  sharedWheelOpenedTitle: 'Roue ouverte depuis le lien',
  sharedWheelOpenedDescription: 'Votre roue précédente est à un clic.',
  templateOpenedTitle: 'Entrées remplacées par celles du lien',
  templateOpenedDescription: 'Votre liste précédente est à un clic.',
  drawHoldsLinkTitle: 'Un tirage vérifiable est en cours',
  drawHoldsLinkDescription: "Ce lien remplacerait la liste que le tirage a verrouillée : rien n'a donc changé. Une fois le tirage terminé ou annulé, ouvrez le lien ici ou rechargez cette page.",
  openLinkAfterDraw: 'Ouvrir le lien',
  sharedTitleShortenedTitle: 'Le titre de la roue a été raccourci',
  sharedTitleShortenedDescription: 'Le titre du lien dépasse la longueur permise pour un titre de roue ({max} caractères) : seuls ses {max} premiers caractères sont affichés.',

  // Images et roue intégrée
  imagesLeftOut: "Les images ne sont pas dans ce lien : avec elles, il dépasserait {size} ko. Textes, couleurs, thème et titre y sont bien.",
  embedCode: "Code d'intégration",
  embedIntro: "Collez ce code dans une page web, une page de cours ou une diapositive pour y afficher la roue, prête à tourner.",
  transparentBackground: 'Fond transparent (pour OBS et les autres logiciels de streaming)',
  copyEmbedCode: "Copier le code d'intégration",
  embedCodeCopied: "Code d'intégration copié.",
  embedCodeCopyFailed: "Votre navigateur n'a pas autorisé la copie. Le code est sélectionné : copiez-le avec le clavier ou le menu.",
  embedFrameTitle: 'Roue : {title}',
  embedFrameUntitled: 'Roue de tirage',
};
