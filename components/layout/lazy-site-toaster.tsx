'use client';

import dynamic from 'next/dynamic';

/**
 * The toaster arrives after the page is up: most pages (posts, text pages)
 * never show a toast, so its code stays out of their start-up. A toast raised
 * before it mounts waits in react-hot-toast's store and shows when it does.
 */
export const LazySiteToaster = dynamic(() => import('@/components/layout/site-toaster').then((m) => m.SiteToaster), { ssr: false });
