'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { isEmbedPath } from '@/lib/wheel/embed/embed-path.mjs';

/**
 * Its children on every page but the embedded wheel (/embed in every language), which another site
 * frames: there the site's header, footer, language suggestion, toasts and offline worker stay out,
 * and only the wheel shows.
 */
export function OutsideEmbed({ children }: { children: ReactNode }) {
  return isEmbedPath(usePathname() ?? '') ? null : children;
}
