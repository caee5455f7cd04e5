'use client';

import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

interface SideTab<Value extends string> {
  value: Value;
  label: string;
  /** Rendered only while its tab is open, so closed panels cost nothing on load. */
  content: ReactNode;
}

const LOOKS = {
  /** A white card with the open tab filled in the brand colour (the wheel). */
  card: {
    root: 'rounded-2xl border border-line bg-surface shadow-sm',
    list: 'grid auto-cols-fr grid-flow-col gap-1 border-b border-line p-1.5',
    trigger:
      'rounded-lg px-2 py-2 text-sm font-semibold text-muted hover:bg-surface-strong data-[state=active]:bg-brand-700 data-[state=active]:text-white',
    content: 'p-4 focus-visible:outline-offset-[-3px]',
  },
  /** A frosted card over a coloured page, the open tab a raised segment (the coin). */
  frosted: {
    root: 'rounded-2xl border border-surface/60 bg-surface/90 p-4 shadow-lg backdrop-blur md:p-5',
    list: 'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-strong p-1',
    trigger:
      'rounded-lg px-3 py-2 text-sm font-semibold text-muted hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-accent-strong data-[state=active]:shadow',
    content: 'mt-5 rounded-lg',
  },
} as const;

interface SideTabsProps<Value extends string> {
  /** Names the tab list for assistive technology, e.g. "Wheel settings". */
  label: string;
  tabs: readonly SideTab<Value>[];
  defaultValue: Value;
  look?: keyof typeof LOOKS;
}

/** The tabbed settings panel beside a tool: one row of equal tabs above the open panel. */
export function SideTabs<Value extends string>({ label, tabs, defaultValue, look = 'card' }: SideTabsProps<Value>) {
  const styles = LOOKS[look];
  return (
    <Tabs.Root defaultValue={defaultValue} className={styles.root}>
      <Tabs.List aria-label={label} className={styles.list}>
        {tabs.map(({ value, label: tabLabel }) => (
          <Tabs.Trigger key={value} value={value} className={styles.trigger}>
            {tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, content }) => (
        <Tabs.Content key={value} value={value} className={styles.content}>
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
