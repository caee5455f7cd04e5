'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/components/i18n/use-t';

/** Up to this many entries every row is in the page, long texts wrapped; a longer list shows only the rows in view. */
export const FULL_LIST_MAX = 500;
/** A windowed row's height: one line, so the scroll position alone says which rows are in view. */
const ROW_REM = 2;
/** Rows drawn beyond each edge of the view, so a quick scroll does not show blank space. */
const OVERSCAN = 20;
/** Rows drawn before the list has been measured. */
const FIRST_WINDOW = 60;

interface RecordEntriesProps {
  entries: readonly string[];
  /** Position → winner number (1 for the first drawn). */
  winners: ReadonlyMap<number, number>;
  /** How many winners the list has or will have, for the caption. */
  winnersCount: number;
  /** An announcement's list: nothing drawn yet, so there is no "Won" column. */
  announced?: boolean;
}

type Range = readonly [first: number, end: number];

/** The rows in view (and a margin) of the scrolled list. */
function useVisibleRange(count: number, windowed: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const [range, setRange] = useState<Range>([0, Math.min(count, FIRST_WINDOW)]);

  useEffect(() => {
    const box = scroller.current;
    const rows = body.current;
    if (!windowed || !box || !rows) return;
    const update = () => {
      const rowHeight = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * ROW_REM || 32;
      // How far the first row has scrolled above the box's top edge.
      const scrolled = box.getBoundingClientRect().top - rows.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(scrolled / rowHeight) - OVERSCAN);
      const end = Math.min(count, Math.max(first, Math.ceil((scrolled + box.clientHeight) / rowHeight) + OVERSCAN));
      setRange((previous) => (previous[0] === first && previous[1] === end ? previous : [first, end]));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box's height is fixed by CSS; a new window size or zoom changes how many rows it holds.
    window.addEventListener('resize', update);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count, windowed]);

  return { scroller, body, range: windowed ? range : ([0, count] as Range) };
}

/**
 * The committed list by position, each winner marked with the order in which
 * it won. A long list renders only the rows in view, each one line high, and
 * tells assistive technology the full row count and each row's place.
 */
export function RecordEntries({ entries, winners, winnersCount, announced = false }: RecordEntriesProps) {
  const t = useT('verify');
  const windowed = entries.length > FULL_LIST_MAX;
  const { scroller, body, range } = useVisibleRange(entries.length, windowed);
  const [first, end] = range;
  const columns = announced ? 2 : 3;
  const rows = [];
  for (let position = first; position < end; position += 1) {
    const text = entries[position] ?? '';
    const won = winners.get(position);
    rows.push(
      <tr
        key={position}
        aria-rowindex={windowed ? position + 2 : undefined}
        className={cn('text-fg', won ? 'bg-note font-semibold' : windowed && position % 2 === 1 && 'bg-surface-muted')}
      >
        <td className="px-3 py-0 align-top tabular-nums">
          <div className={windowed ? 'h-8 leading-8' : 'py-1.5'}>{position}</div>
        </td>
        <td className="px-3 py-0 align-top" title={windowed ? text : undefined}>
          {/* Each text stays text (never markup) in its own direction, whatever script it is in. */}
          <div className={windowed ? 'h-8 truncate leading-8 whitespace-pre' : 'py-1.5 whitespace-pre-wrap wrap-anywhere'}>
            <bdi>{text}</bdi>
          </div>
        </td>
        {announced ? null : (
          <td className="px-3 py-0 align-top">
            <div className={windowed ? 'h-8 truncate leading-8' : 'py-1.5'}>{won ? t('wonAs', { winner: String(won) }) : ''}</div>
          </td>
        )}
      </tr>,
    );
  }
  const spacer = (count: number, where: string) =>
    count > 0 ? (
      <tr key={where} aria-hidden="true">
        <td colSpan={columns} className="p-0" style={{ height: `${count * ROW_REM}rem` }} />
      </tr>
    ) : null;
  const captionId = 'entries-caption';

  return (
    <div className="space-y-2 print:hidden">
      {windowed ? (
        <p className="text-sm text-muted">{t('longListNote')}</p>
      ) : null}
      <div
        ref={scroller}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative max-h-112 overflow-y-auto rounded-lg border border-line"
      >
        <table className="w-full table-fixed text-left text-sm" aria-rowcount={windowed ? entries.length + 1 : undefined}>
          <caption id={captionId} className="bg-surface-muted px-3 py-2 text-left font-semibold text-fg">
            {t(announced ? 'listCaptionAnnounced' : 'listCaption', { entries: entries.length, winners: winnersCount })}
          </caption>
          <colgroup>
            <col className="w-20" />
            <col />
            {announced ? null : <col className="w-24" />}
          </colgroup>
          <thead className="text-fg">
            <tr aria-rowindex={windowed ? 1 : undefined}>
              <th scope="col" className="sticky top-0 bg-surface-strong px-3 py-2 font-semibold">
                {t('columnPosition')}
              </th>
              <th scope="col" className="sticky top-0 bg-surface-strong px-3 py-2 font-semibold">
                {t('columnEntry')}
              </th>
              {announced ? null : (
                <th scope="col" className="sticky top-0 bg-surface-strong px-3 py-2 font-semibold">
                  {t('columnWon')}
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={body} className={windowed ? undefined : 'divide-y divide-line'}>
            {spacer(first, 'before')}
            {rows}
            {spacer(entries.length - end, 'after')}
          </tbody>
        </table>
      </div>
    </div>
  );
}
