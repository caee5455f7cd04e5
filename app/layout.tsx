import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/messages';
import { siteMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import './globals.css';

/** English, the default: each language's layout gives its own (see siteMetadata). */
export const metadata: Metadata = {
  metadataBase: new URL(site.baseUrl),
  ...siteMetadata('en', {
    tagline: getT('en', 'meta')('siteTagline'),
    description: getT('en', 'meta')('siteDescription'),
    shareImageAlt: getT('en', 'meta')('shareImageAlt'),
  }),
  applicationName: site.name,
  alternates: { canonical: '/' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

/**
 * Each language's layout renders the document (its own <html lang>): English in app/(english),
 * the others in app/[lang]. This root only holds what every page shares.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
