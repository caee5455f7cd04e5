'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import type { GuideSection } from '@/components/content/guide-section';

interface UsageGuideAccordionProps {
  sections: readonly GuideSection[];
  defaultOpen: readonly string[];
}

/**
 * The client shell of the home page's guide: each title is a button (with
 * aria-expanded) inside an h3, opening a labelled region; any number of
 * sections can be open at once. The section text is rendered on the server.
 */
export function UsageGuideAccordion({ sections, defaultOpen }: UsageGuideAccordionProps) {
  const [open, setOpen] = useState<string[]>(() => [...defaultOpen]);
  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-line rounded-xl border border-line bg-surface"
    >
      {sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Header asChild>
            <h3 className="m-0">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-fg hover:bg-surface-muted">
                {section.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-faint transition-transform group-data-[state=open]:rotate-180"
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          {/* Closed sections stay in the page, hidden, so search engines and find-in-page see the whole guide. */}
          <Accordion.Content forceMount hidden={!open.includes(section.id)} className="prose max-w-none px-5 pb-5">{section.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
