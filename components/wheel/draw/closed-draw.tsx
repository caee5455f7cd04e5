'use client';

import { useId, type Ref } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useDrawLink } from '@/components/wheel/draw/use-draw-link';
import { downloadText } from '@/lib/browser/download';
import { hostRecordFileName, hostRecordJson, isBeaconRecord, isCancelledRecord, type HostRecord } from '@/lib/draw/host-draw';

/** The draw that just ended: the link anyone can open to check it (its field reached by `linkRef`), and the record to keep. */
export function ClosedDraw({ record, linkRef }: { record: HostRecord; linkRef?: Ref<HTMLInputElement> }) {
  const t = useT('draw');
  const link = useDrawLink({ kind: 'record', value: record });
  const linkId = useId();
  const count = record.winners.length;
  const cancelled = isCancelledRecord(record);
  const name = cancelled ? t('cancelledLinkLabel') : t('verificationLinkLabel');

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <p className="text-sm text-muted">
        {cancelled
          ? t('drawCancelled', { count: record.winnersCount, drawn: String(count), wanted: String(record.winnersCount) })
          : t(isBeaconRecord(record) ? 'drawFinishedBeacon' : 'drawFinished', { count, drawn: String(count) })}
      </p>
      <div className="space-y-1">
        <label htmlFor={linkId} className="text-sm font-semibold text-fg">
          {name}
        </label>
        <input ref={linkRef} id={linkId} readOnly value={link ?? ''} placeholder={t('makingLink')} className={`${FIELD_CLASS} font-mono text-sm`} />
      </div>
      <div className="flex flex-wrap gap-2">
        {link && !cancelled ? (
          <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
            {t('copyVerificationLink')}
          </CopyButton>
        ) : null}
        {link && cancelled ? (
          <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
            {t('copyCancelledLink')}
          </CopyButton>
        ) : null}
        <Button variant="secondary" size="xs" onClick={() => downloadText(hostRecordFileName(record), hostRecordJson(record, true), 'application/json', false)}>
          {t('downloadRecord')}
        </Button>
      </div>
    </div>
  );
}
