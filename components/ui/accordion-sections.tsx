'use client';

import * as Radix from '@radix-ui/react-accordion';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

interface AccordionSection {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

const TITLE_SIZES = {
  base: 'text-base',
  lg: 'text-lg',
} as const;

export interface AccordionProps {
  sections: readonly AccordionSection[];
  /** The heading each title sits in, one level below the heading over the accordion. */
  headingLevel: 'h2' | 'h3';
  titleSize?: keyof typeof TITLE_SIZES;
  /** Classes for each section's body beyond its padding (text colour, prose). */
  bodyClassName?: string;
  /** The sections open when the page loads; the rest start closed. */
  defaultOpen?: readonly string[];
}

/**
 * Sections that open and close: each title is a button (with aria-expanded)
 * inside a heading, opening a labelled region; any number can be open at
 * once. Closed sections stay in the page, hidden, so search engines see the
 * whole text.
 */
export function AccordionSections({ sections, headingLevel: Heading, titleSize = 'base', bodyClassName, defaultOpen = [] }: AccordionProps) {
  const [open, setOpen] = useState<string[]>(() => [...defaultOpen]);
  return (
    <Radix.Root type="multiple" value={open} onValueChange={setOpen} className="divide-y divide-line rounded-xl border border-line bg-surface">
      {sections.map((section) => (
        <Radix.Item key={section.id} value={section.id}>
          <Radix.Header asChild>
            <Heading className="m-0">
              <Radix.Trigger
                className={cn(
                  'group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-fg hover:bg-surface-muted',
                  TITLE_SIZES[titleSize],
                )}
              >
                {section.title}
                <ChevronDownIcon className="h-5 w-5 shrink-0 text-faint transition-transform group-data-[state=open]:rotate-180" />
              </Radix.Trigger>
            </Heading>
          </Radix.Header>
          <Radix.Content forceMount hidden={!open.includes(section.id)} className={cn('px-5 pb-5', bodyClassName)}>
            {section.body}
          </Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
