'use client';

import { useEffect, useId, useRef, type RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';

export interface CardWinner {
  id: string;
  text: string;
}

interface WinnerCardProps {
  /** The winners of the last spin, in draw order; none shows no card. */
  winners: readonly CardWinner[];
  onHide: () => void;
  onRemove: () => void;
  onClose: () => void;
  /** Where focus goes when the card closes from one of its own buttons (usually the spin button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Placement: the browser positions an open dialog absolutely, centred across its container. */
  className?: string;
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
  const cardRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = winners.length > 0;
  const several = winners.length > 1;

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isTyping(event.target)) return;
      const inDialog = event.target instanceof Element ? event.target.closest('dialog') : null;
      if (inDialog && inDialog !== cardRef.current) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, onClose]);

  if (!shown) return null;

  const act = (action: () => void) => () => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus) returnFocusRef?.current?.focus();
  };

  return (
    <dialog
      ref={cardRef}
      open
      aria-labelledby={titleId}
      className={`z-10 w-[min(24rem,calc(100%-2rem))] rounded-xl border border-line bg-surface p-5 text-center text-fg shadow-xl ${className}`}
    >
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-subtle uppercase">
        {several ? 'Winners' : 'Winner'}
      </h2>
      {several ? (
        <ol className="mt-2 max-h-48 list-inside list-decimal space-y-1 overflow-y-auto text-2xl font-bold break-words">
          {winners.map((w) => (
            <li key={w.id}>
              <bdi>{w.text}</bdi>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-3xl font-bold break-words sm:text-4xl">
          <bdi>{winners[0]?.text}</bdi>
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={act(onHide)} className={buttonClass({ variant: 'secondary' })}>
          {several ? 'Hide winners' : 'Hide winner'}
        </button>
        <button type="button" onClick={act(onRemove)} className={buttonClass({ variant: 'secondary' })}>
          {several ? 'Remove winners' : 'Remove winner'}
        </button>
        <button type="button" onClick={act(onClose)} className={buttonClass()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
