/** Site-wide facts: one place for the name, address and navigation. */

export interface NavLink {
  href: string;
  label: string;
}

function readBaseUrl(): string {
  const fromEnv = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  const url = fromEnv && /^https?:\/\//.test(fromEnv) ? fromEnv : 'https://spinfair.app';
  return url.replace(/\/+$/, '');
}

export const site = {
  name: 'SpinFair',
  tagline: 'The fair, free picker wheel',
  description:
    'Type your options, spin the wheel and get one random, fair winner. Free, private, works offline on any phone or computer.',
  baseUrl: readBaseUrl(),
  email: 'hello@spinfair.app',
  themeColor: '#4338ca',
  backgroundColor: '#ffffff',
  shareImage: { url: '/og-image.png', width: 1200, height: 630, alt: 'SpinFair picker wheel' },
} as const;

export const headerNav: readonly NavLink[] = [
  { href: '/about', label: 'About' },
  { href: '/templates', label: 'Templates' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
  { href: '/blog', label: 'Blog' },
];

export const footerNav: readonly NavLink[] = [
  { href: '/how-to-use', label: 'How to Use' },
  { href: '/about', label: 'About' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
];

/** Every route with a page of its own, for the sitemap (blog posts are added by the blog loader). */
export const staticRoutes: readonly string[] = [
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
];

export function absoluteUrl(path: string): string {
  return `${site.baseUrl}${path === '/' ? '' : path}`;
}
