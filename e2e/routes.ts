import { footerNav, headerNav, staticRoutes, type NavLink, type SiteRoute } from '../lib/site';

/** One template's page, opened with the site's own pages. */
const TEMPLATE_PAGE = '/templates/lunch-options';

/** The heading a visitor sees first on each page: every route of the site (lib/site.ts) must have one. */
const HEADINGS: Record<SiteRoute | typeof TEMPLATE_PAGE, string> = {
  '/': 'Customize Your Wheel',
  '/coin-flip': 'Flip A Coin',
  '/templates': 'Wheel Templates',
  '/templates/lunch-options': 'Lunch Picker',
  '/blog': 'Our Blog',
  '/how-to-use': 'How to Use SpinFair',
  '/about': 'About SpinFair',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms & Conditions',
  '/verify': 'Verify a draw',
};

/** The name a visitor reads on the menu link to each page the menus lead to. */
const LINK_NAMES: Partial<Record<SiteRoute, string>> = {
  '/about': 'About',
  '/templates': 'Templates',
  '/faq': 'FAQ',
  '/contact': 'Contact',
  '/blog': 'Blog',
  '/how-to-use': 'How to Use',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms & Conditions',
};

/** Every page of the site (blog posts aside), the template's page after the templates, with the heading a visitor sees first. */
export const pages = staticRoutes
  .flatMap((path): (SiteRoute | typeof TEMPLATE_PAGE)[] => (path === '/templates' ? [path, TEMPLATE_PAGE] : [path]))
  .map((path) => ({ path, heading: HEADINGS[path] }));

function named({ href }: NavLink): { name: string; path: SiteRoute } {
  const name = LINK_NAMES[href];
  if (!name) throw new Error(`No link name for ${href} in e2e/routes.ts`);
  return { name, path: href };
}

/** The header's links (lib/site.ts), in order, by the name a visitor reads and the page each leads to. */
export const headerLinks = headerNav.map(named);

/** The footer's links (lib/site.ts), in order, by the name a visitor reads and the page each leads to. */
export const footerLinks = footerNav.map(named);

export function headingOf(path: string): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page ${path} in e2e/routes.ts`);
  return page.heading;
}
