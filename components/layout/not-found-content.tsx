'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ButtonLink } from '@/components/ui/button-link';

const subscribe = () => () => {};

/**
 * A static host serves the one 404.html for every unknown path, so the page
 * reads the address itself: under /blog/ it speaks of a missing post.
 */
export function NotFoundContent() {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

  useEffect(() => {
    if (path) console.warn(`404: no page at ${path}`);
  }, [path]);

  const isBlogPost = path !== null && /^\/blog\/.+/.test(path);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {isBlogPost ? (
        <>
          <h1 className="text-3xl font-extrabold text-fg">Post Not Found</h1>
          <p className="mt-4 text-muted">Sorry, we couldn&apos;t find the blog post you were looking for.</p>
          <ButtonLink href="/blog" size="lg" className="mt-8">
            Back to Blog
          </ButtonLink>
        </>
      ) : (
        <>
          <p aria-hidden="true" className="text-6xl font-black text-accent">
            404
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-fg">Oops! Page not found</h1>
          <p className="mt-4 text-muted">The page you asked for isn&apos;t here. It may have moved, or the address may have a typo.</p>
          <ButtonLink href="/" size="lg" className="mt-8">
            Return to Home
          </ButtonLink>
        </>
      )}
    </div>
  );
}
