'use client';

import { v2Cautions } from '@/lib/draw/draw-cautions';
import type { VerificationReport } from '@/lib/draw/verify';
import { useT } from '@/components/i18n/use-t';
import { Note, useMoment } from '@/components/verify/report-parts';

/**
 * Under a version 2 verdict: such a draw is only as fair as its public seed,
 * and the record's own signs that nobody else chose it (no seed, no time for an
 * audience, times still to come) are said plainly.
 */
export function V2Caution({ report }: { report: VerificationReport }) {
  const t = useT('verify');
  const moment = useMoment();
  const cautions = v2Cautions(report);
  if (!cautions) return null;
  const { publicSeedEmpty, closedSecondsAfterSeal, inFuture } = cautions;
  const fields = inFuture.map(({ field, at }) => t('futureTime', { field, at: moment(at) })).join('; ');
  return (
    <Note title={t('v2CautionTitle')} tone="border-amber-400 bg-amber-50 text-amber-900">
      <p>{t('v2Caution')}</p>
      {publicSeedEmpty || closedSecondsAfterSeal !== null || inFuture.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 font-semibold">
          {publicSeedEmpty ? <li>{t('v2CautionEmptySeed')}</li> : null}
          {closedSecondsAfterSeal !== null ? <li>{t('v2CautionSoon', { seconds: closedSecondsAfterSeal })}</li> : null}
          {inFuture.length > 0 ? <li>{t('v2CautionFuture', { fields })}</li> : null}
        </ul>
      ) : null}
    </Note>
  );
}
