'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * A static host serves the one 404.html for every unknown path, so the page
 * reads the address in the browser: under the language's /blog/ it shows the missing-post
 * message, elsewhere the general one, and logs the path. Both messages are
 * rendered on the server and handed in, so this switch is all the 404 page's
 * own code that every page loads.
 */
export function NotFoundSwitch({ blogPath, missingPost, missingPage }: { blogPath: string; missingPost: ReactNode; missingPage: ReactNode }) {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

  useEffect(() => {
    if (path) console.warn(`404: no page at ${path}`);
  }, [path]);

  return path !== null && path.startsWith(`${blogPath}/`) && path.length > blogPath.length + 1 ? missingPost : missingPage;
}
