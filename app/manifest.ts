import type { MetadataRoute } from 'next';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name}: ${getT('en', 'meta')('siteTagline')}`,
    short_name: site.name,
    description: getT('en', 'meta')('siteDescription'),
    // A stable identity for the installed app, whatever start_url becomes.
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
