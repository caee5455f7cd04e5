import type { Messages } from '../shape';

export const share: Messages['share'] = {
  shareWheel: 'Condividi la ruota',
  shareDialogTitle: 'Condividi questa ruota',
  shareDialogIntro:
    'Il link contiene tutta la ruota: voci, colori, tema e titolo. Non viene caricato nulla online e il link non scade mai.',
  makingLink: 'Creazione del link…',
  linkFailed: 'Questo browser non è riuscito a creare il link.',
  wheelLink: 'Link della ruota',
  copyLink: 'Copia il link',
  linkCopied: 'Link copiato.',
  linkCopyFailed: 'Il browser non ha permesso la copia. Il link è selezionato: copialo con la tastiera o dal menu.',
  qrCode: 'Codice QR',
  linkTooLongForQr: 'Il link di questa ruota è troppo lungo per un codice QR leggibile da un telefono. Copia il link e invialo.',

  sharedLinkUnreadableTitle: 'Impossibile leggere il link della ruota',
  sharedLinkUnreadableDescription: 'Forse è stato troncato o danneggiato durante la copia. La tua ruota non è cambiata.',
  sharedLinkNewerTitle: 'Questo link della ruota viene da una versione più recente del sito',
  sharedLinkNewerDescription: 'Questa pagina usa una versione precedente che non riesce a leggerlo. Ricarica la pagina per avere la versione più recente, poi riapri il link. La tua ruota non è cambiata.',
  sharedLinkTooLargeTitle: 'Questo link della ruota è troppo grande per essere aperto',
  sharedLinkTooLargeDescription: 'Una volta decompresso supererebbe di gran lunga qualsiasi ruota, quindi non è stato aperto. La tua ruota non è cambiata.',
  sharedWheelOpenedTitle: 'Ruota aperta dal link',
  sharedWheelOpenedDescription: 'La ruota di prima è a un clic di distanza.',
  templateOpenedTitle: 'Voci sostituite con quelle del link',
  templateOpenedDescription: 'La lista di prima è a un clic di distanza.',
  drawHoldsLinkTitle: "È in corso un'estrazione verificabile",
  drawHoldsLinkDescription: "Questo link sostituirebbe la lista bloccata dall'estrazione, quindi non è cambiato nulla. Quando l'estrazione è conclusa o annullata, apri il link qui o ricarica questa pagina.",
  openLinkAfterDraw: 'Apri il link',
  sharedTitleShortenedTitle: 'Il titolo della ruota è stato accorciato',
  sharedTitleShortenedDescription: 'Il titolo del link è più lungo di quanto possa esserlo il titolo di una ruota ({max} caratteri), quindi ne vengono mostrati solo i primi {max}.',

  // Immagini e ruota incorporata
  imagesLeftOut: 'Le immagini non sono in questo link: con loro supererebbe i {size} kB. Testi, colori, tema e titolo ci sono tutti.',
  embedCode: 'Codice da incorporare',
  embedIntro: 'Incolla questo codice in una pagina web, nella pagina di un corso o in una slide: la ruota comparirà lì, pronta da girare.',
  transparentBackground: 'Sfondo trasparente (per OBS e altri software di streaming)',
  copyEmbedCode: 'Copia il codice da incorporare',
  embedCodeCopied: 'Codice copiato.',
  embedCodeCopyFailed: 'Il browser non ha permesso la copia. Il codice è selezionato: copialo con la tastiera o dal menu.',
  embedFrameTitle: 'Ruota: {title}',
  embedFrameUntitled: 'Ruota della fortuna',
};
