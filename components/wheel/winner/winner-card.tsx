'use client';

import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { shortenedText } from '@/lib/wheel/entries/long-text';

interface CardWinner {
  id: string;
  text: string;
  image?: string;
}

/** A winner's picture, named by the entry's text like everywhere the picture shows. */
function WinnerPicture({ winner, className }: { winner: CardWinner; className: string }) {
  if (winner.image === undefined) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL made in the page: nothing to optimise
  return <img src={winner.image} alt={shortenedText(winner.text)} className={`shrink-0 rounded-lg border border-line object-cover ${className}`} />;
}

interface WinnerCardProps {
  /** The winners of the last spin, in draw order; none shows no card. */
  winners: readonly CardWinner[];
  onHide: () => void;
  onRemove: () => void;
  onClose: () => void;
  /** What opened the card (the spin button or the wheel): focus goes back there when the card closes and focus would be lost. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Placement: the browser positions an open dialog absolutely, centred across its container. */
  className?: string;
}

/**
 * Runs what closes the card, then gives focus back to what opened it when
 * focus would otherwise be lost: it was inside the card, or on the page body
 * (a spin button loses focus while it is disabled during the spin).
 */
function closeWith(cardRef: RefObject<HTMLElement | null>, returnFocusRef: RefObject<HTMLElement | null> | undefined, close: () => void) {
  const active = document.activeElement;
  const lost = active === null || active === document.body || (cardRef.current?.contains(active) ?? false);
  close();
  const opener = returnFocusRef?.current;
  if (lost && opener?.isConnected) opener.focus();
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The winner, large, in a non-modal dialog: it is opened with the `open`
 * attribute rather than show(), so focus stays where it was and the spin
 * button keeps working. Escape closes it from anywhere on the page, except
 * while typing in a field or inside another dialog, which use Escape
 * themselves.
 */
export function WinnerCard({ winners, onHide, onRemove, onClose, returnFocusRef, className = '' }: WinnerCardProps) {
  const t = useT('winner');
  const cardRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const count = winners.length;
  const shown = count > 0;
  const several = count > 1;

  // Listening from before the card is painted: an Escape pressed as soon as it shows closes it (a
  // passive effect would attach after the paint, and on a busy phone that key went unheard).
  useLayoutEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTyping(event.target)) return;
      const inDialog = event.target instanceof Element ? event.target.closest('dialog') : null;
      if (inDialog && inDialog !== cardRef.current) return;
      closeWith(cardRef, returnFocusRef, onClose);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, onClose, returnFocusRef]);

  if (!shown) return null;

  return (
    <dialog
      ref={cardRef}
      open
      aria-labelledby={titleId}
      className={`z-10 w-[min(24rem,calc(100%-2rem))] rounded-xl border border-line bg-surface p-5 text-center text-fg shadow-xl ${className}`}
    >
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-subtle uppercase">
        {t('winnerCardTitle', { count })}
      </h2>
      {several ? (
        <ol className="mt-2 max-h-48 list-inside list-decimal space-y-1 overflow-y-auto text-2xl font-bold break-words">
          {winners.map((w) => (
            <li key={w.id}>
              <WinnerPicture winner={w} className="me-2 inline-block size-8 align-middle" />
              <bdi>{shortenedText(w.text)}</bdi>
            </li>
          ))}
        </ol>
      ) : (
        <>
          {winners[0] ? <WinnerPicture winner={winners[0]} className="mx-auto mt-3 size-24 sm:size-32" /> : null}
          <p className="mt-2 text-3xl font-bold break-words sm:text-4xl">
            <bdi>{shortenedText(winners[0]?.text ?? '')}</bdi>
          </p>
        </>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={() => closeWith(cardRef, returnFocusRef, onHide)}>
          {t('hideWinners', { count })}
        </Button>
        <Button variant="secondary" onClick={() => closeWith(cardRef, returnFocusRef, onRemove)}>
          {t('removeWinners', { count })}
        </Button>
        <Button onClick={() => closeWith(cardRef, returnFocusRef, onClose)}>{t('closeWinnerCard')}</Button>
      </div>
    </dialog>
  );
}
