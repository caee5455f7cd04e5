import type { Messages } from '../shape';

export const share: Messages['share'] = {
  shareWheel: 'Compartir ruleta',
  shareDialogTitle: 'Compartir esta ruleta',
  shareDialogIntro:
    'El enlace contiene la ruleta entera: opciones, colores, tema y título. No se sube nada a ningún sitio y el enlace no caduca nunca.',
  makingLink: 'Creando el enlace…',
  linkFailed: 'Este navegador no ha podido crear el enlace.',
  wheelLink: 'Enlace de la ruleta',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  linkCopyFailed: 'Tu navegador no ha permitido copiar. El enlace está seleccionado: cópialo con el teclado o con el menú.',
  qrCode: 'Código QR',
  linkTooLongForQr:
    'El enlace de esta ruleta es demasiado largo para un código QR que se pueda leer con el móvil. Copia el enlace y envíalo.',

  sharedLinkUnreadableTitle: 'No se ha podido leer este enlace de ruleta',
  sharedLinkUnreadableDescription: 'Puede que se cortara al copiarlo. Tu ruleta no ha cambiado.',
  sharedWheelOpenedTitle: 'Ruleta abierta desde el enlace',
  sharedWheelOpenedDescription: 'Tu ruleta anterior está a un clic.',
  templateOpenedTitle: 'Opciones sustituidas por las del enlace',
  templateOpenedDescription: 'Tu lista anterior está a un clic.',
  sharedTitleShortenedTitle: 'Se ha acortado el título de la ruleta',
  sharedTitleShortenedDescription: 'El título del enlace es más largo de lo que admite un título de ruleta ({max} caracteres), así que solo se muestran sus primeros {max} caracteres.',
};
