import type { ReactNode } from 'react';

interface ProsePageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a static text page: one h1, an optional lead paragraph, readable body text. */
export function ProsePage({ title, intro, children }: ProsePageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
      <div className="prose mt-8 max-w-none prose-headings:scroll-mt-24">{children}</div>
    </article>
  );
}
