import { useMemo } from 'react';
import { formatCount } from '@/lib/format-count';
import { MAX_QR_LINK_CHARS, qrDrawing } from '@/lib/wheel/links/qr-code';

interface PrintLinkProps {
  /** The verification or announcement link, or null when none could be made. */
  link: string | null;
  /** What the link opens, as the printed words name it: "verification link", "announcement link". */
  what: string;
}

/**
 * On paper only: the link as a QR code, so whoever holds the printout can
 * open the same check on a phone. A link past MAX_QR_LINK_CHARS would give a
 * code no camera reads, so the page says so instead.
 */
export function PrintLink({ link, what }: PrintLinkProps) {
  const qr = useMemo(() => (link ? qrDrawing(link) : null), [link]);
  return (
    <div data-testid="print-link" className="hidden break-inside-avoid items-start gap-4 print:flex">
      {qr ? (
        <svg role="img" aria-label={`QR code of the ${what}`} viewBox={`0 0 ${qr.size} ${qr.size}`} className="size-40 shrink-0" shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#FFFFFF" />
          <path d={qr.path} fill="#000000" />
        </svg>
      ) : null}
      <div className="min-w-0 text-sm">
        {qr && link ? (
          <>
            <p className="font-semibold">Scan to open the {what} and check the draw yourself:</p>
            <p className="mt-1 font-mono text-xs break-all">{link}</p>
          </>
        ) : link ? (
          <p>
            The {what} is too long for a QR code ({formatCount(link.length)} characters; a phone reads up to {formatCount(MAX_QR_LINK_CHARS)}). Keep the
            record file or the link itself, and check it on this page.
          </p>
        ) : (
          <p>No link could be made from this input.</p>
        )}
      </div>
    </div>
  );
}
