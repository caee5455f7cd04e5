'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { CopyButton } from '@/components/ui/copy-button';
import { FIELD_CLASS } from '@/components/ui/field';
import { ModalDialog, useModalDialog } from '@/components/ui/modal-dialog';
import { EmbedCodeField } from '@/components/wheel/share/embed-code-field';
import { qrDrawing } from '@/lib/wheel/share/qr-code';
import { MAX_LINK_WITH_IMAGES_CHARS, type ShareLink } from '@/lib/wheel/share/share-link';

interface ShareDialogProps {
  /** Builds the link when the dialog opens (compressing a long list takes a moment). */
  makeLink: () => Promise<ShareLink>;
  /** The wheel's title, for the embed code's frame. */
  wheelTitle: string;
  /** The dialog closed (Escape, Close or a click outside); the caller unmounts it. */
  onClose: () => void;
}

type LinkState = { kind: 'making' } | ({ kind: 'ready' } & ShareLink) | { kind: 'failed' };

/**
 * "Share this wheel", open while mounted: the wheel's link to copy and, when
 * the link is short enough to scan, its QR code, drawn inline so no image is
 * fetched or generated from a URL the site's content policy would have to
 * allow; then the embed code for the same wheel. The caller owns the button
 * that opens it, so this code (the link packer and the QR encoder) loads on
 * first use.
 */
export function ShareDialog({ makeLink, wheelTitle, onClose }: ShareDialogProps) {
  const { dialogRef, open } = useModalDialog();
  const [state, setState] = useState<LinkState>({ kind: 'making' });
  const [copyStatus, setCopyStatus] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const t = useT('share');

  useEffect(() => {
    open();
    let current = true;
    makeLink().then(
      (made) => current && setState({ kind: 'ready', ...made }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, makeLink]);

  const qr = state.kind === 'ready' ? qrDrawing(state.link) : null;

  return (
    <ModalDialog dialogRef={dialogRef} title={t('shareDialogTitle')} onClose={onClose}>
        <p className="text-sm text-muted">{t('shareDialogIntro')}</p>
        {state.kind === 'making' ? <p role="status">{t('makingLink')}</p> : null}
        {state.kind === 'failed' ? <p role="alert">{t('linkFailed')}</p> : null}
        {state.kind === 'ready' ? (
          <div className="space-y-3">
            {state.imagesLeftOut ? (
              <p role="status" className="rounded-lg border border-amber-300 bg-note p-2 text-sm text-fg">
                {t('imagesLeftOut', { size: String(MAX_LINK_WITH_IMAGES_CHARS / 1000) })}
              </p>
            ) : null}
            <div className="flex gap-2">
              <input
                ref={fieldRef}
                readOnly
                value={state.link}
                aria-label={t('wheelLink')}
                aria-describedby={statusId}
                onFocus={(event) => event.currentTarget.select()}
                className={`${FIELD_CLASS} min-w-0 flex-1 font-mono text-sm`}
              />
              <CopyButton
                text={state.link}
                onCopied={() => setCopyStatus(t('linkCopied'))}
                onFailed={() => {
                  fieldRef.current?.select();
                  setCopyStatus(t('linkCopyFailed'));
                }}
              >
                {t('copyLink')}
              </CopyButton>
            </div>
            <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-muted">
              {copyStatus}
            </p>
            {qr ? (
              <svg
                role="img"
                aria-label={t('qrCode')}
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                shapeRendering="crispEdges"
                className="mx-auto h-auto w-full max-w-64"
              >
                <rect width={qr.size} height={qr.size} fill="#FFFFFF" />
                <path d={qr.path} fill="#000000" />
              </svg>
            ) : (
              <p className="text-sm text-muted">{t('linkTooLongForQr')}</p>
            )}
            <EmbedCodeField link={state.link} wheelTitle={wheelTitle} />
          </div>
        ) : null}
    </ModalDialog>
  );
}
