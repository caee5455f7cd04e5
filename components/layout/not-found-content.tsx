import Link from 'next/link';
import { AsButton } from '@/components/ui/as-button';
import { NotFoundSwitch } from '@/components/layout/not-found-switch';

/** The 404 page: a missing post under /blog/, otherwise a missing page, each with a way back. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <NotFoundSwitch
        missingPost={
          <>
            <h1 className="text-3xl font-extrabold text-fg">Post Not Found</h1>
            <p className="mt-4 text-muted">Sorry, we couldn&apos;t find the blog post you were looking for.</p>
            <AsButton size="lg" className="mt-8">
              <Link href="/blog">Back to Blog</Link>
            </AsButton>
          </>
        }
        missingPage={
          <>
            <p aria-hidden="true" className="text-6xl font-black text-accent">
              404
            </p>
            <h1 className="mt-2 text-3xl font-extrabold text-fg">Oops! Page not found</h1>
            <p className="mt-4 text-muted">The page you asked for isn&apos;t here. It may have moved, or the address may have a typo.</p>
            <AsButton size="lg" className="mt-8">
              <Link href="/">Return to Home</Link>
            </AsButton>
          </>
        }
      />
    </div>
  );
}
