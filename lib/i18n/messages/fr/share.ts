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
  sharedLinkUnreadableDescription: "Il a peut-être été tronqué lors de la copie. Votre roue n'a pas changé.",
  sharedWheelOpenedTitle: 'Roue ouverte depuis le lien',
  sharedWheelOpenedDescription: 'Votre roue précédente est à un clic.',
  templateOpenedTitle: 'Entrées remplacées par celles du lien',
  templateOpenedDescription: 'Votre liste précédente est à un clic.',
  sharedTitleShortenedTitle: 'Le titre de la roue a été raccourci',
  sharedTitleShortenedDescription: 'Le titre du lien dépasse la longueur permise pour un titre de roue ({max} caractères) : seuls ses {max} premiers caractères sont affichés.',
};
