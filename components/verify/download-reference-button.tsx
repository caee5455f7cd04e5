'use client';

import { downloadText } from '@/lib/browser/download';
import { Button } from '@/components/ui/button';
import { REFERENCE_FILE_NAME } from '@/lib/draw/reference-implementation';

/** Saves the stand-alone checker (`code`, in the page's language) under its own file name, ready for `node verify-draw.mjs record.json`; `label` is worded on the server. */
export function DownloadReferenceButton({ label, code }: { label: string; code: string }) {
  return (
    <Button variant="secondary" size="xs" onClick={() => downloadText(REFERENCE_FILE_NAME, code, 'text/javascript;charset=utf-8', false)}>
      {label}
    </Button>
  );
}
