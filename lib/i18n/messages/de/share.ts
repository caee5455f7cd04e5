import type { Messages } from '../shape';

export const share: Messages['share'] = {
  shareWheel: 'Rad teilen',
  shareDialogTitle: 'Dieses Rad teilen',
  shareDialogIntro:
    'Der Link enthält das ganze Rad: Einträge, Farben, Design und Titel. Nichts wird hochgeladen, und er läuft nie ab.',
  makingLink: 'Link wird erstellt…',
  linkFailed: 'Dieser Browser konnte den Link nicht erstellen.',
  wheelLink: 'Link zum Rad',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert.',
  linkCopyFailed: 'Dein Browser hat das Kopieren nicht erlaubt. Der Link ist markiert: Kopiere ihn per Tastatur oder Menü.',
  qrCode: 'QR-Code',
  linkTooLongForQr:
    'Der Link zu diesem Rad ist zu lang für einen QR-Code, den ein Smartphone lesen kann. Kopiere den Link und schick ihn stattdessen.',

  sharedLinkUnreadableTitle: 'Dieser Glücksrad-Link konnte nicht gelesen werden',
  sharedLinkUnreadableDescription: 'Vielleicht wurde er beim Kopieren abgeschnitten oder beschädigt. Dein Glücksrad bleibt unverändert.',
  sharedLinkNewerTitle: 'Dieser Glücksrad-Link stammt von einer neueren Version der Seite',
  sharedLinkNewerDescription: 'Diese Seite läuft noch in einer älteren Version, die ihn nicht lesen kann. Lade die Seite neu, um die neueste Version zu bekommen, und öffne den Link dann noch einmal. Dein Glücksrad bleibt unverändert.',
  sharedLinkTooLargeTitle: 'Dieser Glücksrad-Link ist zu groß zum Öffnen',
  sharedLinkTooLargeDescription: 'Entpackt wäre er weit größer als jedes Glücksrad, deshalb wurde er nicht geöffnet. Dein Glücksrad bleibt unverändert.',
  sharedWheelOpenedTitle: 'Glücksrad aus dem Link geöffnet',
  sharedWheelOpenedDescription: 'Dein vorheriges Glücksrad ist nur einen Klick entfernt.',
  templateOpenedTitle: 'Einträge durch den Link ersetzt',
  templateOpenedDescription: 'Deine vorherige Liste ist nur einen Klick entfernt.',
  drawHoldsLinkTitle: 'Eine überprüfbare Ziehung läuft',
  drawHoldsLinkDescription: 'Dieser Link würde die Liste ersetzen, die die Ziehung gesperrt hat, deshalb hat sich nichts geändert. Sobald die Ziehung abgeschlossen oder abgebrochen ist, öffne den Link hier oder lade diese Seite neu.',
  openLinkAfterDraw: 'Link öffnen',
  sharedTitleShortenedTitle: 'Der Titel des Glücksrads wurde gekürzt',
  sharedTitleShortenedDescription: 'Der Titel im Link ist länger, als ein Glücksrad-Titel sein darf ({max} Zeichen). Deshalb werden nur seine ersten {max} Zeichen angezeigt.',

  // Bilder und das eingebettete Rad
  imagesLeftOut: 'Die Bilder stecken nicht in diesem Link: Mit ihnen wäre er länger als {size} kB. Texte, Farben, Design und Titel sind alle drin.',
  embedCode: 'Einbettungscode',
  embedIntro: 'Füge diesen Code in eine Webseite, eine Kursseite oder eine Folie ein – dort erscheint dann das Rad, bereit zum Drehen.',
  transparentBackground: 'Transparenter Hintergrund (für OBS und andere Streaming-Software)',
  copyEmbedCode: 'Einbettungscode kopieren',
  embedCodeCopied: 'Einbettungscode kopiert.',
  embedCodeCopyFailed: 'Dein Browser hat das Kopieren nicht erlaubt. Der Code ist markiert: Kopiere ihn per Tastatur oder Menü.',
  embedFrameTitle: 'Glücksrad: {title}',
  embedFrameUntitled: 'Glücksrad',
};
