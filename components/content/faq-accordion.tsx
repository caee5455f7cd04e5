'use client';

import * as Accordion from '@radix-ui/react-accordion';
import type { FaqItem } from '@/lib/faq';
import { ChevronDownIcon } from '@/components/ui/icons';

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-line rounded-xl border border-line bg-surface">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-fg hover:bg-surface-muted">
                {item.question}
                <ChevronDownIcon className="h-5 w-5 shrink-0 text-faint transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-muted">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
