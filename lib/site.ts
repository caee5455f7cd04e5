/** Site-wide facts: one place for the name, address and navigation. */

/** A link of the site's menus: its path (in English; see pathIn) and the key of its text among the shell's messages. */
export interface NavLink {
  href: SiteRoute;
  text: 'about' | 'templates' | 'faq' | 'contact' | 'blog' | 'howToUse' | 'privacyPolicy' | 'terms' | 'wheel' | 'coinFlip';
}

function readBaseUrl(): string {
  const fromEnv = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  const url = fromEnv && /^https?:\/\//.test(fromEnv) ? fromEnv : 'https://spinfair.app';
  return url.replace(/\/+$/, '');
}

export const site = {
  name: 'SpinFair',
  baseUrl: readBaseUrl(),
  email: 'hello@spinfair.app',
  themeColor: '#4338ca',
  backgroundColor: '#ffffff',
  /** The site's share picture; its alt text is each language's (meta.shareImageAlt). */
  shareImage: { url: '/og-image.png', width: 1200, height: 630 },
} as const;

export const headerNav: readonly NavLink[] = [
  { href: '/about', text: 'about' },
  { href: '/templates', text: 'templates' },
  { href: '/faq', text: 'faq' },
  { href: '/contact', text: 'contact' },
  { href: '/blog', text: 'blog' },
];

export const footerNav: readonly NavLink[] = [
  { href: '/how-to-use', text: 'howToUse' },
  { href: '/about', text: 'about' },
  { href: '/faq', text: 'faq' },
  { href: '/contact', text: 'contact' },
  { href: '/privacy-policy', text: 'privacyPolicy' },
  { href: '/terms-and-conditions', text: 'terms' },
];

/**
 * Every route with a page of its own, in English (see pathIn): the sitemap's list and the browser
 * tests'. Each blog post's and each template's page come from their own lists.
 */
export const staticRoutes = [
  '/',
  '/coin-flip',
  '/templates',
  '/blog',
  '/how-to-use',
  '/about',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/verify',
] as const;

export type SiteRoute = (typeof staticRoutes)[number];

export function absoluteUrl(path: string): string {
  return `${site.baseUrl}${path === '/' ? '' : path}`;
}
