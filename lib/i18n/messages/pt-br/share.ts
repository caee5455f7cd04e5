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
  sharedLinkUnreadableDescription: 'Talvez ele tenha sido cortado ou danificado ao ser copiado. Sua roleta não foi alterada.',
  sharedLinkNewerTitle: 'Este link de roleta vem de uma versão mais nova do site',
  sharedLinkNewerDescription: 'Esta página usa uma versão anterior que não consegue lê-lo. Recarregue a página para obter a versão mais nova e abra o link de novo. Sua roleta não foi alterada.',
  sharedLinkTooLargeTitle: 'Este link de roleta é grande demais para ser aberto',
  sharedLinkTooLargeDescription: 'Descompactado, ele ficaria muito maior do que qualquer roleta, por isso não foi aberto. Sua roleta não foi alterada.',
  sharedWheelOpenedTitle: 'Roleta aberta a partir do link',
  sharedWheelOpenedDescription: 'Sua roleta anterior está a um clique de distância.',
  templateOpenedTitle: 'Opções substituídas pelas do link',
  templateOpenedDescription: 'Sua lista anterior está a um clique de distância.',
  drawHoldsLinkTitle: 'Há um sorteio verificável em andamento',
  drawHoldsLinkDescription: 'Este link substituiria a lista que o sorteio travou, então nada mudou. Quando o sorteio for encerrado ou cancelado, abra o link aqui ou recarregue esta página.',
  openLinkAfterDraw: 'Abrir link',
  sharedTitleShortenedTitle: 'O título da roleta foi encurtado',
  sharedTitleShortenedDescription: 'O título do link é maior do que um título de roleta pode ser ({max} caracteres), então só os primeiros {max} caracteres aparecem.',

  // Imagens e a roleta incorporada
  imagesLeftOut: 'As imagens não vão neste link: com elas, ele passaria de {size} kB. Textos, cores, tema e título estão todos lá.',
  embedCode: 'Código de incorporação',
  embedIntro: 'Cole este código numa página da web, na página de um curso ou num slide para mostrar a roleta ali, pronta para girar.',
  transparentBackground: 'Fundo transparente (para OBS e outros programas de transmissão)',
  copyEmbedCode: 'Copiar código de incorporação',
  embedCodeCopied: 'Código copiado.',
  embedCodeCopyFailed: 'Seu navegador não permitiu copiar. O código está selecionado: copie pelo teclado ou pelo menu.',
  embedFrameTitle: 'Roleta: {title}',
  embedFrameUntitled: 'Roleta de sorteio',
};
