'use client';

import { downloadText } from '@/lib/browser/download';
import { Button } from '@/components/ui/button';
import { useT } from '@/components/i18n/use-t';
import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';

/** Saves the stand-alone checker under its own file name, ready for `node verify-draw.mjs record.json`. */
export function DownloadReferenceButton() {
  const t = useT('verify');
  return (
    <Button variant="secondary" size="xs" onClick={() => downloadText(REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION, 'text/javascript;charset=utf-8', false)}>
      {t('downloadCode', { file: REFERENCE_FILE_NAME })}
    </Button>
  );
}
