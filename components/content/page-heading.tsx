import type { ReactNode } from 'react';

/** The h1 and lead line of a tool or gallery page. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{title}</h1>
      {children ? <p className="mt-3 text-lg text-muted">{children}</p> : null}
    </div>
  );
}
