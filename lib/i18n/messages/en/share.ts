/** Sharing a wheel by link or QR code, and opening a shared or template link. */
export const share = {
  shareWheel: 'Share wheel',
  shareDialogTitle: 'Share this wheel',
  shareDialogIntro: 'The link holds the whole wheel: entries, colours, theme and title. Nothing is uploaded, and it never expires.',
  makingLink: 'Making the link…',
  linkFailed: 'This browser could not make the link.',
  wheelLink: 'Wheel link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  linkCopyFailed: 'Your browser did not allow copying. The link is selected: copy it with your keyboard or menu.',
  qrCode: 'QR code',
  linkTooLongForQr: 'This wheel’s link is too long for a QR code that a phone could read. Copy the link and send it instead.',

  sharedLinkUnreadableTitle: 'This wheel link could not be read',
  sharedLinkUnreadableDescription: 'It may have been cut short when it was copied. Your wheel is unchanged.',
  sharedWheelOpenedTitle: 'Wheel opened from the link',
  sharedWheelOpenedDescription: 'Your previous wheel is one click away.',
  templateOpenedTitle: 'Entries replaced from the link',
  templateOpenedDescription: 'Your previous list is one click away.',
  sharedTitleShortenedTitle: 'The wheel’s title was shortened',
  sharedTitleShortenedDescription: 'The link’s title is longer than a wheel title can be ({max} characters), so only its first {max} characters are shown.',
};
