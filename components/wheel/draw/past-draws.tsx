'use client';

import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { useDrawStore } from '@/components/wheel/draw/use-draw-store';
import { useDrawLink } from '@/components/wheel/draw/use-draw-link';
import { closedAt, isCancelled, type DrawRecord } from '@/lib/draw/record';

function describe(record: DrawRecord): string {
  const when = closedAt(record).slice(0, 16).replace('T', ' ');
  const count = record.winners.length;
  return `${isCancelled(record) ? 'Cancelled' : 'Finished'} ${when} UTC, ${count} ${count === 1 ? 'winner' : 'winners'}`;
}

function PastDraw({ record, onForget }: { record: DrawRecord; onForget: () => void }) {
  const link = useDrawLink({ kind: 'record', value: record });
  const title = record.title || 'Untitled draw';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-fg wrap-anywhere">
          <bdi>{title}</bdi>
        </p>
        <p className="text-sm text-subtle">{describe(record)}</p>
      </div>
      <div className="flex gap-2">
        {link ? (
          <a href={link} className="text-sm font-semibold text-accent underline underline-offset-2">
            Check<span className="sr-only"> {title}</span>
          </a>
        ) : null}
        <Button variant="secondary" size="xs" onClick={onForget} aria-label={`Remove ${title} (${describe(record)})`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Finished and cancelled draws, newest first, with their links, until the visitor removes them. */
export function PastDraws() {
  const drawStore = useDrawStore();
  const past = useStore(drawStore, (s) => s.past);
  if (past.length === 0) return null;
  return (
    <section aria-labelledby="past-draws-heading" className="space-y-1">
      <h3 id="past-draws-heading" className="text-sm font-semibold text-fg">
        Past draws
      </h3>
      <ul aria-labelledby="past-draws-heading" className="divide-y divide-line">
        {past.map((record) => (
          <PastDraw key={`${record.commitment}-${closedAt(record)}`} record={record} onForget={() => drawStore.getState().forget(record.commitment)} />
        ))}
      </ul>
    </section>
  );
}
