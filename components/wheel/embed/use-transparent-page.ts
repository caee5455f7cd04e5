'use client';

import { useEffect } from 'react';

/**
 * Clears the page's background while `transparent` holds, so that a streaming program's browser
 * source (or a frame) shows what lies behind the wheel.
 */
export function useTransparentPage(transparent: boolean): void {
  useEffect(() => {
    if (!transparent) return;
    const { documentElement, body } = document;
    documentElement.style.background = 'transparent';
    body.style.background = 'transparent';
    return () => {
      documentElement.style.background = '';
      body.style.background = '';
    };
  }, [transparent]);
}
