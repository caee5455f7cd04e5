'use client';

import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { CopyButton } from '@/components/ui/copy-button';
import { downloadText } from '@/lib/browser/download';
import { verificationLink } from '@/lib/draw/link';
import { recordFileName, recordToJson, type DrawRecord } from '@/lib/draw/record';

/** The full verification link of a record, once it is packed (a few milliseconds); null before. */
function useVerificationLink(record: DrawRecord): string | null {
  const [link, setLink] = useState<{ record: DrawRecord; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    verificationLink(record, window.location.origin).then(
      (url) => {
        if (current) setLink({ record, url });
      },
      () => notify({ title: 'Link not made', description: 'This browser could not pack the verification link. Download the record instead.', variant: 'destructive' }),
    );
    return () => {
      current = false;
    };
  }, [record]);
  return link?.record === record ? link.url : null;
}

/** A finished draw: the link anyone can open to check it, and the record to keep. */
export function CheckableDrawFinished({ record }: { record: DrawRecord }) {
  const link = useVerificationLink(record);
  const linkId = useId();
  const count = record.winners.length;

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <p className="text-sm text-muted">
        Draw finished with {count} {count === 1 ? 'winner' : 'winners'}. The server seed is now revealed: publish this link
        where you published the commitment, so anyone can check the draw.
      </p>
      <div className="space-y-1">
        <label htmlFor={linkId} className="text-sm font-semibold text-fg">
          Verification link
        </label>
        <input id={linkId} readOnly value={link ?? ''} placeholder="Making the link..." className={`${FIELD_CLASS} font-mono text-sm`} />
      </div>
      <div className="flex flex-wrap gap-2">
        {link ? (
          <CopyButton variant="secondary" size="xs" text={link} what="Link">
            Copy verification link
          </CopyButton>
        ) : null}
        <Button variant="secondary" size="xs" onClick={() => downloadText(recordFileName(record), recordToJson(record, true), 'application/json', false)}>
          Download draw record
        </Button>
      </div>
    </div>
  );
}
