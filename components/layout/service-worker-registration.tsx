'use client';

import { useEffect } from 'react';
import { useLang } from '@/components/i18n/language-provider';
import { registerServiceWorker, unregisterServiceWorkers } from '@/lib/browser/register-service-worker';

/**
 * Registers the offline worker (one for the whole site) once the page has loaded, so it never competes
 * with the page's own files, and has it keep the pages of the page's language. Production builds only: in development a worker
 * would serve stale files, so any left from a production build is removed.
 */
export function ServiceWorkerRegistration() {
  const lang = useLang();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') {
      void unregisterServiceWorkers(navigator.serviceWorker);
      return;
    }
    const register = () => void registerServiceWorker(navigator.serviceWorker, lang);
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [lang]);
  return null;
}
