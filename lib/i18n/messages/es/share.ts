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
  sharedLinkUnreadableDescription: 'Puede que se cortara o se dañara al copiarlo. Tu ruleta no ha cambiado.',
  sharedLinkNewerTitle: 'Este enlace de ruleta es de una versión más reciente del sitio',
  sharedLinkNewerDescription: 'Esta página usa una versión anterior que no puede leerlo. Recarga la página para obtener la versión más reciente y vuelve a abrir el enlace. Tu ruleta no ha cambiado.',
  sharedLinkTooLargeTitle: 'Este enlace de ruleta es demasiado grande para abrirlo',
  sharedLinkTooLargeDescription: 'Al descomprimirlo ocuparía muchísimo más que cualquier ruleta, así que no se ha abierto. Tu ruleta no ha cambiado.',
  sharedWheelOpenedTitle: 'Ruleta abierta desde el enlace',
  sharedWheelOpenedDescription: 'Tu ruleta anterior está a un clic.',
  templateOpenedTitle: 'Opciones sustituidas por las del enlace',
  templateOpenedDescription: 'Tu lista anterior está a un clic.',
  drawHoldsLinkTitle: 'Hay un sorteo verificable en curso',
  drawHoldsLinkDescription: 'Este enlace sustituiría la lista que el sorteo ha bloqueado, así que no ha cambiado nada. Cuando el sorteo esté finalizado o cancelado, abre aquí el enlace o recarga esta página.',
  openLinkAfterDraw: 'Abrir enlace',
  sharedTitleShortenedTitle: 'Se ha acortado el título de la ruleta',
  sharedTitleShortenedDescription: 'El título del enlace es más largo de lo que admite un título de ruleta ({max} caracteres), así que solo se muestran sus primeros {max} caracteres.',

  // Imágenes y la ruleta insertada
  imagesLeftOut: 'Las imágenes no van en este enlace: con ellas superaría los {size} kB. Los textos, colores, tema y título sí van todos.',
  embedCode: 'Código para insertar',
  embedIntro: 'Pega este código en una página web, la página de un curso o una diapositiva y la ruleta aparecerá ahí, lista para girar.',
  transparentBackground: 'Fondo transparente (para OBS y otros programas de streaming)',
  copyEmbedCode: 'Copiar código para insertar',
  embedCodeCopied: 'Código copiado.',
  embedCodeCopyFailed: 'Tu navegador no ha permitido copiar. El código está seleccionado: cópialo con el teclado o con el menú.',
  embedFrameTitle: 'Ruleta: {title}',
  embedFrameUntitled: 'Ruleta aleatoria',
};
