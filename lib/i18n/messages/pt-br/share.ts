import type { Messages } from '../shape';

export const share: Messages['share'] = {
  shareWheel: 'Compartilhar roleta',
  shareDialogTitle: 'Compartilhar esta roleta',
  shareDialogIntro:
    'O link guarda a roleta inteira: opções, cores, tema e título. Nada é enviado para servidor nenhum, e o link nunca expira.',
  makingLink: 'Gerando o link…',
  linkFailed: 'Este navegador não conseguiu gerar o link.',
  wheelLink: 'Link da roleta',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado.',
  linkCopyFailed: 'Seu navegador não permitiu copiar. O link está selecionado: copie pelo teclado ou pelo menu.',
  qrCode: 'QR code',
  linkTooLongForQr:
    'O link desta roleta é longo demais para um QR code que um celular consiga ler. Copie o link e envie-o diretamente.',

  sharedLinkUnreadableTitle: 'Não foi possível ler este link de roleta',
  sharedLinkUnreadableDescription: 'Talvez ele tenha sido cortado ao ser copiado. Sua roleta não foi alterada.',
  sharedWheelOpenedTitle: 'Roleta aberta a partir do link',
  sharedWheelOpenedDescription: 'Sua roleta anterior está a um clique de distância.',
  templateOpenedTitle: 'Opções substituídas pelas do link',
  templateOpenedDescription: 'Sua lista anterior está a um clique de distância.',
  sharedTitleShortenedTitle: 'O título da roleta foi encurtado',
  sharedTitleShortenedDescription: 'O título do link é maior do que um título de roleta pode ser ({max} caracteres), então só os primeiros {max} caracteres aparecem.',
};
