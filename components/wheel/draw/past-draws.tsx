'use client';

import { useStore } from 'zustand';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { useDrawLink } from '@/components/wheel/draw/use-draw-link';
import { closedAtOf, isCancelledRecord, type HostRecord } from '@/lib/draw/host-draw';
import { formatMoment } from '@/lib/i18n/moments';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import type { Translate } from '@/lib/i18n/messages';

/** How and when the draw ended (in the visitor's language and time zone) and how many winners it had. */
function describe(t: Translate<'draw'>, record: HostRecord, tag: string): string {
  const when = formatMoment(closedAtOf(record), tag);
  const count = record.winners.length;
  return t(isCancelledRecord(record) ? 'pastCancelled' : 'pastFinished', { count, when, drawn: String(count) });
}

function PastDraw({ record, onForget }: { record: HostRecord; onForget: () => void }) {
  const t = useT('draw');
  const tag = LANGUAGE_FACTS[useLang()].tag;
  const link = useDrawLink({ kind: 'record', value: record });
  const title = record.title || t('untitledDraw');
  const description = describe(t, record, tag);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-fg wrap-anywhere">
          <bdi>{title}</bdi>
        </p>
        <p className="text-sm text-subtle">{description}</p>
      </div>
      <div className="flex gap-2">
        {link ? (
          <a href={link} aria-label={t('checkPastDraw', { title })} className="text-sm font-semibold text-accent underline underline-offset-2">
            {t('check')}
          </a>
        ) : null}
        <Button variant="secondary" size="xs" onClick={onForget} aria-label={t('removePastDraw', { title, draw: description })}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}

/** Finished and cancelled draws, newest first, with their links, until the visitor removes them. */
export function PastDraws() {
  const t = useT('draw');
  const drawStore = useDrawStore();
  const past = useStore(drawStore, (s) => s.past);
  if (past.length === 0) return null;
  return (
    <section aria-labelledby="past-draws-heading" className="space-y-1">
      <h3 id="past-draws-heading" className="text-sm font-semibold text-fg">
        {t('pastDraws')}
      </h3>
      <ul aria-labelledby="past-draws-heading" className="divide-y divide-line">
        {past.map((record) => (
          <PastDraw key={`${record.commitment}-${closedAtOf(record)}`} record={record} onForget={() => drawStore.getState().forget(record.commitment)} />
        ))}
      </ul>
    </section>
  );
}
