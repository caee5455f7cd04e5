import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { LazySiteToaster } from '@/components/layout/lazy-site-toaster';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker-registration';
import { site } from '@/lib/site';
import { THEME_INIT_SCRIPT } from '@/lib/site-theme';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.baseUrl),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: 'en_US',
    images: [{ ...site.shareImage }],
  },
  twitter: { card: 'summary_large_image', images: [{ ...site.shareImage }] },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The inline script may mark <html> with the stored theme before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-fg antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded bg-surface px-4 py-2 font-semibold text-accent shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <LazySiteToaster />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
