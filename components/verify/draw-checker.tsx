'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_RECORD_CHARS } from '@/lib/draw/link';
import { verifyRecord, type VerificationReport } from '@/lib/draw/verify';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { VerificationReportView } from '@/components/verify/verification-report';

// Valid UTF-8 has at least one UTF-16 unit per 3 bytes: a longer slice is already over the limit,
// so a huge file is never read whole.
const MAX_FILE_BYTES = MAX_RECORD_CHARS * 3 + 1;

/** Reads a record from the address fragment, the "Draw record" box or a file, and shows the checks and the verdict. */
export function DrawChecker() {
  const [text, setText] = useState('');
  const [report, setReport] = useState<VerificationReport | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);
  const textId = useId();
  const fileId = useId();

  const check = useCallback(async (input: string) => {
    const request = (latest.current += 1);
    setChecking(true);
    const result = await verifyRecord(input);
    // A slower, older check must not overwrite a newer one.
    if (request !== latest.current) return;
    setReport(result);
    setChecking(false);
  }, []);

  useEffect(() => {
    const fromAddress = () => {
      if (/[#&]r=/.test(window.location.hash)) void check(window.location.hash);
    };
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [check]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(text);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    void check(await file.slice(0, MAX_FILE_BYTES).text());
  };

  const verdict = checking ? 'Checking…' : (report?.verdict ?? '');

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm md:p-5">
        <label htmlFor={textId} className="block font-semibold text-fg">
          Draw record
        </label>
        <p id={`${textId}-hint`} className="text-sm text-muted">
          Paste a verification link or the record&apos;s JSON. Nothing you paste leaves this page.
        </p>
        <textarea
          id={textId}
          aria-describedby={`${textId}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          spellCheck={false}
          className="block w-full rounded-lg border border-line-stronger px-3 py-2 font-mono text-sm text-fg"
        />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" size="form">
            Check record
          </Button>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={fileId} className="font-semibold text-fg">
              Or open a record file (.json)
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,application/json"
              onChange={(event) => void onFile(event.target.files?.[0])}
              className="max-w-full text-muted file:mr-2 file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-3 file:py-1.5 file:font-semibold file:text-fg hover:file:bg-surface-strong"
            />
          </div>
        </div>
      </form>

      <div
        role="status"
        className={cn(
          // Always rendered, even empty, so screen readers hear the verdict when it arrives.
          'rounded-xl text-lg font-bold wrap-anywhere',
          verdict && 'px-4 py-3',
          !checking && report?.verified && 'border border-emerald-400 bg-emerald-50 text-emerald-900',
          !checking && report && !report.verified && 'border border-red-400 bg-red-50 text-red-900',
        )}
      >
        {verdict}
      </div>

      {report && !checking ? <VerificationReportView report={report} /> : null}
    </div>
  );
}
