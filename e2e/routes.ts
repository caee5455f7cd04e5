/** Every page of the site (blog posts aside) with the heading a visitor sees first. */
export const pages = [
  { path: '/', heading: 'Customize Your Wheel' },
  { path: '/coin-flip', heading: 'Flip A Coin' },
  { path: '/templates', heading: 'Wheel Templates' },
  { path: '/templates/lunch-options', heading: 'Lunch Picker' },
  { path: '/blog', heading: 'Our Blog' },
  { path: '/how-to-use', heading: 'How to Use SpinFair' },
  { path: '/about', heading: 'About SpinFair' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms & Conditions' },
  { path: '/verify', heading: 'Verify a draw' },
] as const;

export const headerLinks = ['About', 'Templates', 'FAQ', 'Contact', 'Blog'] as const;

export const footerLinks = [
  { name: 'How to Use', path: '/how-to-use' },
  { name: 'About', path: '/about' },
  { name: 'FAQ', path: '/faq' },
  { name: 'Contact', path: '/contact' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms & Conditions', path: '/terms-and-conditions' },
] as const;

export function headingOf(path: string): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page ${path} in e2e/routes.ts`);
  return page.heading;
}
