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
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
      <div className="prose prose-slate mt-8 max-w-none prose-a:text-brand-700 prose-headings:scroll-mt-24">{children}</div>
    </article>
  );
}
