'use client';

import { useId, useState, type ReactNode } from 'react';

export interface GuideSection {
  value: string;
  title: string;
  /** Server-rendered prose; the accordion only shows or hides it. */
  content: ReactNode;
}

interface UsageGuideAccordionProps {
  sections: readonly GuideSection[];
  defaultOpen: readonly string[];
}

/**
 * The client shell of the home page's guide: the WAI-ARIA accordion pattern
 * (heading > button with aria-expanded, controlling a labelled region). It is
 * a few lines rather than Radix's accordion because the home page carries the
 * wheel and has a JavaScript budget to keep; closed sections stay in the
 * static HTML, hidden, so search engines and find-in-page still see them.
 */
export function UsageGuideAccordion({ sections, defaultOpen }: UsageGuideAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const toggle = (value: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });

  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-surface">
      {sections.map((section) => {
        const expanded = open.has(section.value);
        const buttonId = `${baseId}-${section.value}-button`;
        const panelId = `${baseId}-${section.value}-panel`;
        return (
          <div key={section.value} data-state={expanded ? 'open' : 'closed'}>
            <h3 className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(section.value)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-fg hover:bg-surface-muted"
              >
                {section.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`h-5 w-5 shrink-0 text-faint transition-transform ${expanded ? 'rotate-180' : ''}`}
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="prose prose-slate max-w-none px-5 pb-5">
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
