'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useDrawLink } from '@/components/wheel/draw/use-draw-link';
import { downloadText } from '@/lib/browser/download';
import { isCancelled, recordFileName, recordToJson, type DrawRecord } from '@/lib/draw/record';

/** The draw that just ended: the link anyone can open to check it, and the record to keep. */
export function ClosedDraw({ record }: { record: DrawRecord }) {
  const link = useDrawLink({ kind: 'record', value: record });
  const linkId = useId();
  const count = record.winners.length;
  const cancelled = isCancelled(record);
  const name = cancelled ? 'Cancelled draw link' : 'Verification link';

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <p className="text-sm text-muted">
        {cancelled
          ? `Draw cancelled after ${count} of ${record.winnersCount} ${record.winnersCount === 1 ? 'winner' : 'winners'}. It is kept as a cancelled record: publish this link where you published the announcement, so your audience can see the draw ended without a result.`
          : `Draw finished with ${count} ${count === 1 ? 'winner' : 'winners'}. The server seed is now revealed: publish this link where you published the commitment, so anyone can check the draw.`}
      </p>
      <div className="space-y-1">
        <label htmlFor={linkId} className="text-sm font-semibold text-fg">
          {name}
        </label>
        <input id={linkId} readOnly value={link ?? ''} placeholder="Making the link..." className={`${FIELD_CLASS} font-mono text-sm`} />
      </div>
      <div className="flex flex-wrap gap-2">
        {link && !cancelled ? (
          <CopyButton variant="secondary" size="xs" text={link} what="Link">
            Copy verification link
          </CopyButton>
        ) : null}
        {link && cancelled ? (
          <CopyButton variant="secondary" size="xs" text={link} what="Link">
            Copy cancelled draw link
          </CopyButton>
        ) : null}
        <Button variant="secondary" size="xs" onClick={() => downloadText(recordFileName(record), recordToJson(record, true), 'application/json', false)}>
          Download draw record
        </Button>
      </div>
    </div>
  );
}
