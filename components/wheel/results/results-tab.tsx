'use client';

import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { notify } from '@/components/ui/notify';
import { downloadText } from '@/lib/browser/download';
import { drawPlaceLabel, relativeAge, RESULTS_CSV_NAME, resultsCsv, shareText, type WheelResult } from '@/lib/wheel/results';
import { useResultsStore } from '@/components/wheel/use-wheel-stores';
import { useNow } from '@/components/wheel/results/use-now';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { shortenedText } from '@/lib/wheel/list/long-text';

/** Ages read in minutes at the finest, so a refresh every 30 s keeps them at most half a minute behind. */
const AGE_REFRESH_MS = 30_000;

const SHARE = { title: 'Wheel spin results', label: 'Share results' };

function notifyCopied(): void {
  notify({ title: 'Results Copied', description: 'Results copied to clipboard for sharing.' });
}

function notifyCopyFailed(): void {
  notify({
    title: 'Copy Failed',
    description: 'Your browser did not allow copying. Try again, or use Export CSV instead.',
    variant: 'destructive',
  });
}

function exportCsv(results: readonly WheelResult[]): void {
  downloadText(RESULTS_CSV_NAME, resultsCsv(results));
  notify({ title: 'Results Exported', description: 'Results have been downloaded as CSV file.' });
}

/** A result drawn by a checkable draw; the link appears once the draw is finished. */
function DrawMark({ verifyPath }: { verifyPath?: string }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong">Checkable draw</span>
      {verifyPath ? (
        <a href={verifyPath} className="font-semibold text-accent underline underline-offset-2">
          Verify this draw
        </a>
      ) : (
        <span className="text-subtle">Verifiable once the draw is finished</span>
      )}
    </span>
  );
}

function ResultItem({ result, now }: { result: WheelResult; now: Date }) {
  return (
    <li className="flex items-start gap-3 px-3 py-2">
      <span
        aria-hidden="true"
        className="mt-1 h-3.5 w-3.5 shrink-0 rounded-full border border-line-stronger"
        style={{ backgroundColor: result.entry.color }}
      />
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block whitespace-pre-wrap text-fg wrap-anywhere">
          {shortenedText(result.entry.text)}
        </span>
        {result.round ? <span className="block text-xs text-subtle">{drawPlaceLabel(result.round)}</span> : null}
        {result.draw ? <DrawMark verifyPath={result.draw.verifyPath} /> : null}
      </span>
      <time dateTime={result.timestamp.toISOString()} className="shrink-0 text-sm text-subtle tabular-nums">
        {relativeAge(result.timestamp, now)}
      </time>
    </li>
  );
}

/** The session's winners, newest first, with share/copy, CSV export and clear. */
export function ResultsTab() {
  const results = useResultsStore((s) => s.results);
  const clear = useResultsStore((s) => s.clear);
  const now = useNow(AGE_REFRESH_MS);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const empty = results.length === 0;

  const onClear = () => {
    // The Clear button disables itself; move focus to the empty-state message instead of losing it to the page.
    flushSync(clear);
    emptyRef.current?.focus();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-fg">Results</h3>
        <p className="text-sm text-muted">
          {results.length} {results.length === 1 ? 'result' : 'results'}
        </p>
      </div>
      <p className="text-sm text-muted">
        Results are automatically saved during the session, newest first. They are cleared when you close this tab.
      </p>

      {empty ? (
        <div className="flex h-80 items-center justify-center rounded-lg border border-dashed border-line-strong p-4">
          <p ref={emptyRef} tabIndex={-1} className="text-center text-muted">
            No results yet. Spin the wheel to see results here!
          </p>
        </div>
      ) : (
        <div role="region" aria-label="Results history" tabIndex={0} className="h-80 overflow-y-auto rounded-lg border border-line">
          {/* Safari drops list semantics from a list without bullets unless the role is explicit. */}
          <ul role="list" className="divide-y divide-line">
            {results.map((result) => (
              <ResultItem key={result.id} result={result} now={now} />
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <CopyButton disabled={empty} text={() => shareText(results)} share={SHARE} onCopied={notifyCopied} onFailed={notifyCopyFailed}>
          Copy results
        </CopyButton>
        <Button variant="secondary" disabled={empty} onClick={() => exportCsv(results)}>
          Export CSV
        </Button>
        <Button variant="secondary" disabled={empty} onClick={onClear}>
          Clear results
        </Button>
      </div>
    </div>
  );
}
