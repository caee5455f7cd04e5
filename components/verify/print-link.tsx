import { useMemo } from 'react';
import { MAX_QR_LINK_CHARS, qrDrawing } from '@/lib/wheel/share/qr-code';
import type { LinkKind } from '@/lib/draw/link';
import { useT } from '@/components/i18n/use-t';

interface PrintLinkProps {
  /** The verification or announcement link, or null when none could be made. */
  link: string | null;
  /** Which link it is, as the printed words name it. */
  kind: LinkKind;
}

/**
 * On paper only: the link as a QR code, so whoever holds the printout can
 * open the same check on a phone. A link past MAX_QR_LINK_CHARS would give a
 * code no camera reads, so the page says so instead.
 */
export function PrintLink({ link, kind }: PrintLinkProps) {
  const t = useT('verify');
  const qr = useMemo(() => (link ? qrDrawing(link) : null), [link]);
  return (
    <div data-testid="print-link" className="hidden break-inside-avoid items-start gap-4 print:flex">
      {qr ? (
        <svg role="img" aria-label={t('qrCodeLabel', { link: kind })} viewBox={`0 0 ${qr.size} ${qr.size}`} className="size-40 shrink-0" shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#FFFFFF" />
          <path d={qr.path} fill="#000000" />
        </svg>
      ) : null}
      <div className="min-w-0 text-sm">
        {qr && link ? (
          <>
            <p className="font-semibold">{t('qrCodeScan', { link: kind })}</p>
            <p className="mt-1 font-mono text-xs break-all">{link}</p>
          </>
        ) : link ? (
          <p>{t('qrCodeTooLong', { link: kind, length: link.length, max: MAX_QR_LINK_CHARS })}</p>
        ) : (
          <p>{t('qrCodeNoLink')}</p>
        )}
      </div>
    </div>
  );
}
