/** La ruota incorporata (/embed): la sua pagina, i messaggi quando l'indirizzo non contiene una ruota leggibile, il link al sito. */
export const embed = {
  pageTitle: 'Ruota incorporata',
  pageDescription: 'Una ruota di SpinFair condivisa, pronta da girare dentro un’altra pagina, una slide o una diretta.',
  readingWheel: 'Apertura della ruota…',
  noWheel: 'Qui non c’è ancora nessuna ruota. Questa pagina mostra la ruota di un codice da incorporare: copialo da «Condividi la ruota» su SpinFair.',
  brokenWheel: 'Impossibile aprire questa ruota: il suo indirizzo è arrivato troncato o danneggiato. Copia di nuovo il codice da incorporare.',
  newerWheel: 'Questa ruota è stata creata con una versione più recente di SpinFair. Ricarica la pagina per aprirla.',
  wheelTooLarge: 'Questa ruota è troppo grande per aprirla qui.',
  madeWith: 'Creata con SpinFair',
};
