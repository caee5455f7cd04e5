'use client';

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MAX_RECORD_CHARS } from '@/lib/draw/limits';
import type { VerdictKind } from '@/lib/draw/verify';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import type { CheckedInput } from '@/lib/draw/check-input';
import { checkInBackground } from '@/lib/draw/run-check';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useLang, useTexts } from '@/components/i18n/language-provider';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';

// The report (the list, the search, the print view and its QR code) is shown only after a check: its code arrives with the first one.
const VerificationReportView = lazyComponent(() => import('@/components/verify/verification-report').then((m) => m.VerificationReportView));

// Valid UTF-8 has at least one UTF-16 unit per 3 bytes: a longer slice is already over the limit,
// so a huge file is never read whole.
const MAX_FILE_BYTES = MAX_RECORD_CHARS * 3 + 1;

// A record (#r=) or an announcement (#a=) in the address fragment.
const LINK_IN_FRAGMENT = /[#&?][ra]=/;

const VERDICT_TONES: Record<VerdictKind, string> = {
  verified: 'border border-emerald-400 bg-emerald-50 text-emerald-900',
  'not-verified': 'border border-red-400 bg-red-50 text-red-900',
  announced: 'border border-brand-600 bg-brand-50 text-brand-900',
  cancelled: 'border border-amber-400 bg-amber-50 text-amber-900',
};

/** A check's answer in words and which check it was, so a new report starts with fresh lists and an empty search. */
type Shown = CheckedInput & { serial: number; verdict: string };

/** Reads a record from the address fragment, the "Draw record" box or a file, and shows the checks and the verdict. */
export function DrawChecker() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const texts = useTexts('verify');
  const tag = LANGUAGE_FACTS[useLang()].tag;

  const check = useCallback(async (input: string) => {
    const request = (latest.current += 1);
    // Marks where the check begins on the page's timeline (where the browser keeps one), so a profile can tell its share from the page's own loading.
    performance.mark?.('verify-check-start');
    setChecking(true);
    const checked = await checkInBackground(input, window.location.origin);
    // The words for what the checks found load with the first check, beside the report's own code.
    const { verdictIn } = await import('@/lib/draw/report-words');
    // A slower, older check must not overwrite a newer one.
    if (!checked || request !== latest.current) return;
    setShown({ ...checked, serial: request, verdict: verdictIn(texts, tag, checked.report) });
    setChecking(false);
  }, [texts, tag]);

  useEffect(() => {
    const fromAddress = () => {
      if (LINK_IN_FRAGMENT.test(window.location.hash)) void check(window.location.hash);
    };
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [check]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(textBox.current?.value ?? '');
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.slice(0, MAX_FILE_BYTES).text();
    // Cleared so choosing the same file again (after editing it) checks it again.
    input.value = '';
    void check(text);
  };

  const report = checking ? null : (shown?.report ?? null);
  const verdict = checking ? texts.checking : (shown?.verdict ?? '');

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm md:p-5 print:hidden">
        <label htmlFor={textId} className="block font-semibold text-fg">
          {texts.recordLabel}
        </label>
        <p id={`${textId}-hint`} className="text-sm text-muted">
          {texts.recordHint}
        </p>
        {/* Uncontrolled: a pasted record can be megabytes, and each keystroke should not copy it. */}
        <textarea
          ref={textBox}
          id={textId}
          aria-describedby={`${textId}-hint`}
          rows={5}
          spellCheck={false}
          autoComplete="off"
          className="block w-full rounded-lg border border-line-stronger bg-surface px-3 py-2 font-mono text-sm text-fg"
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="md">
            {texts.checkButton}
          </Button>
          <FileButton variant="secondary" size="md" accept=".json,application/json" onChange={(event) => void onFile(event)}>
            {texts.openRecordFile}
          </FileButton>
        </div>
      </form>

      <div
        role="status"
        className={cn(
          // Always rendered, even empty, so screen readers hear the verdict when it arrives.
          'rounded-xl text-lg font-bold wrap-anywhere',
          verdict && 'px-4 py-3',
          checking && 'border border-line bg-surface-muted text-fg',
          report && VERDICT_TONES[report.kind],
        )}
      >
        {verdict}
      </div>

      {shown && report ? <VerificationReportView key={shown.serial} report={report} link={shown.link} /> : null}
    </div>
  );
}
