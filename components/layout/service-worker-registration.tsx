'use client';

import { useEffect } from 'react';
import { registerServiceWorker } from '@/lib/browser/register-service-worker';

/**
 * Registers the offline worker once the page has loaded, so it never competes
 * with the page's own files. Production builds only: a worker caching
 * development files would get in the way of hot reload.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    const register = () => void registerServiceWorker(navigator.serviceWorker);
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
