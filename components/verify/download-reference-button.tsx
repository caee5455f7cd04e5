'use client';

import { downloadText } from '@/lib/browser/download';
import { Button } from '@/components/ui/button';
import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';

/** Saves the stand-alone checker under its own file name, ready for `node verify-draw.mjs record.json`; `label` is worded on the server. */
export function DownloadReferenceButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" size="xs" onClick={() => downloadText(REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION, 'text/javascript;charset=utf-8', false)}>
      {label}
    </Button>
  );
}
