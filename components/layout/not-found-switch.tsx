'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { withLowerCasePrefix } from '@/lib/i18n/languages';

const subscribe = () => () => {};

/**
 * A static host serves the one 404.html for every unknown path, so the page
 * reads the address in the browser: under the language's /blog/ it shows the missing-post
 * message, elsewhere the general one, and logs the path. Both messages are
 * rendered on the server and handed in, so this switch is all the 404 page's
 * own code that every page loads. A language prefix typed in another case (/ES/, /pt-BR/faq) is
 * no missing page: the visitor is sent on to the address with the lower-case prefix, whatever the host.
 */
export function NotFoundSwitch({ blogPath, missingPost, missingPage }: { blogPath: string; missingPost: ReactNode; missingPage: ReactNode }) {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

  useEffect(() => {
    if (!path) return;
    const lowerCase = withLowerCasePrefix(path);
    if (lowerCase) window.location.replace(`${lowerCase}${window.location.search}${window.location.hash}`);
    else console.warn(`404: no page at ${path}`);
  }, [path]);

  return path !== null && path.startsWith(`${blogPath}/`) && path.length > blogPath.length + 1 ? missingPost : missingPage;
}
