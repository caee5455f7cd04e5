/** The embedded wheel (/embed): its page, its messages when the address holds no readable wheel, the link back. */
export const embed = {
  pageTitle: 'Embedded wheel',
  pageDescription: 'A shared SpinFair wheel, ready to spin inside another page, a slide or a stream.',
  readingWheel: 'Opening the wheel…',
  noWheel: 'No wheel here yet. This page shows a wheel from an embed code: copy one from “Share wheel” on SpinFair.',
  brokenWheel: 'This wheel could not be opened: its address was cut short or damaged. Copy the embed code again.',
  newerWheel: 'This wheel was made with a newer version of SpinFair. Reload the page to open it.',
  wheelTooLarge: 'This wheel is too large to open here.',
  madeWith: 'Made with SpinFair',
};
