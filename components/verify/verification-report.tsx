import type { CheckOutcome, VerificationReport } from '@/lib/draw/verify';
import { cn } from '@/lib/cn';
import { RecordEntries } from '@/components/verify/record-entries';

const OUTCOMES: Record<CheckOutcome, { mark: string; word: string; tone: string }> = {
  passed: { mark: '✓', word: 'Passed', tone: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { mark: '✗', word: 'Failed', tone: 'border-red-300 bg-red-50 text-red-900' },
  'not-checked': { mark: '–', word: 'Not checked', tone: 'border-line-strong bg-surface-muted text-muted' },
};

/** Each check with its outcome and detail, then the record's title, seeds and list with the winners marked. */
export function VerificationReportView({ report }: { report: VerificationReport }) {
  const { record } = report;
  return (
    <div className="space-y-6">
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading" className="text-xl font-bold text-fg">
          Checks
        </h2>
        <ol role="list" className="mt-3 space-y-2">
          {report.checks.map((check) => {
            const outcome = OUTCOMES[check.outcome];
            return (
              <li key={check.id} className={cn('rounded-lg border p-3', outcome.tone)}>
                <p className="font-semibold">
                  <span aria-hidden="true" className="mr-2">
                    {outcome.mark}
                  </span>
                  {check.label}: {outcome.word}
                </p>
                <p className="mt-1 text-sm wrap-anywhere">{check.detail}</p>
              </li>
            );
          })}
        </ol>
      </section>

      {record ? (
        <section aria-labelledby="record-heading" className="space-y-3">
          <h2 id="record-heading" className="text-xl font-bold text-fg wrap-anywhere">
            {record.title ? record.title : 'Untitled draw'}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="font-semibold">Committed</dt>
            <dd>
              <time dateTime={record.committedAt}>{record.committedAt}</time>
            </dd>
            <dt className="font-semibold">Finished</dt>
            <dd>
              <time dateTime={record.finishedAt}>{record.finishedAt}</time>
            </dd>
            <dt className="font-semibold">Commitment</dt>
            <dd className="font-mono break-all">{record.commitment}</dd>
            <dt className="font-semibold">Server seed</dt>
            <dd className="font-mono break-all">{record.serverSeed}</dd>
            <dt className="font-semibold">Public seed</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere">{record.publicSeed === '' ? '(none)' : record.publicSeed}</dd>
          </dl>
          {record.winners.length > 0 ? (
            <div>
              <h3 className="font-semibold text-fg">Winners in the order they were drawn</h3>
              <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-fg">
                {record.winners.map((winner, k) => (
                  <li key={k} className="wrap-anywhere">
                    <span className="whitespace-pre-wrap">{winner.text}</span>{' '}
                    <span className="text-sm text-subtle">(position {winner.position})</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <RecordEntries entries={record.entries} winners={record.winners} />
        </section>
      ) : null}
    </div>
  );
}
