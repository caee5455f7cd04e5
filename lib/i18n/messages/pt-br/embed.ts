/** A roleta incorporada (/embed): a página, os avisos quando o endereço não traz uma roleta legível, o link de volta ao site. */
export const embed = {
  pageTitle: 'Roleta incorporada',
  pageDescription: 'Uma roleta do SpinFair compartilhada, pronta para girar dentro de outra página, de um slide ou de uma live.',
  readingWheel: 'Abrindo a roleta…',
  noWheel: 'Ainda não há roleta aqui. Esta página mostra a roleta de um código de incorporação: copie um em “Compartilhar roleta” no SpinFair.',
  brokenWheel: 'Não foi possível abrir esta roleta: o endereço chegou cortado ou danificado. Copie o código de incorporação de novo.',
  newerWheel: 'Esta roleta foi feita numa versão mais nova do SpinFair. Recarregue a página para abri-la.',
  wheelTooLarge: 'Esta roleta é grande demais para abrir aqui.',
  madeWith: 'Feito com SpinFair',
};
