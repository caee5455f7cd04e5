'use client';

import { useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { CopyButton } from '@/components/ui/copy-button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useLang } from '@/components/i18n/language-provider';
import { pathIn } from '@/lib/i18n/languages';
import { EMBED_PATH, embedAddress, embedCode } from '@/lib/wheel/embed/embed-fragment';

interface EmbedCodeFieldProps {
  /** The wheel's "Share wheel" link: the embed page shows the same wheel. */
  link: string;
  wheelTitle: string;
}

/** "Embed code": an iframe of the embed page with the shared wheel, with or without a page background, to copy. */
export function EmbedCodeField({ link, wheelTitle }: EmbedCodeFieldProps) {
  const t = useT('share');
  // The embed page in the page's language, whose texts the embedded wheel then shows.
  const embedPath = pathIn(useLang(), EMBED_PATH);
  const [transparent, setTransparent] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const introId = useId();
  const statusId = useId();
  const title = wheelTitle.trim() ? t('embedFrameTitle', { title: wheelTitle.trim() }) : t('embedFrameUntitled');
  const code = embedCode(embedAddress(link, embedPath, { transparent }), title);

  return (
    <div className="space-y-2 border-t border-line pt-3">
      <p id={introId} className="text-sm text-muted">
        {t('embedIntro')}
      </p>
      <textarea
        ref={fieldRef}
        readOnly
        rows={3}
        value={code}
        aria-label={t('embedCode')}
        aria-describedby={`${introId} ${statusId}`}
        onFocus={(event) => event.currentTarget.select()}
        className={`${FIELD_CLASS} w-full resize-none font-mono text-xs break-all`}
      />
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={transparent} onChange={(event) => setTransparent(event.currentTarget.checked)} className="size-4" />
        {t('transparentBackground')}
      </label>
      <CopyButton
        text={code}
        onCopied={() => setCopyStatus(t('embedCodeCopied'))}
        onFailed={() => {
          fieldRef.current?.select();
          setCopyStatus(t('embedCodeCopyFailed'));
        }}
      >
        {t('copyEmbedCode')}
      </CopyButton>
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-muted">
        {copyStatus}
      </p>
    </div>
  );
}
