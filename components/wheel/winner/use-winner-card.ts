'use client';

import { useCallback, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { fireConfetti } from '@/components/wheel/winner/confetti';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { applyAfterSpin, lastOneStanding, type AfterSpin } from '@/lib/wheel/winners';
import { shortenedText } from '@/lib/wheel/list/long-text';

function takeOut(winners: readonly WheelEntry[], policy: AfterSpin): void {
  const { entries, replace } = entriesStore.getState();
  const next = applyAfterSpin(
    entries,
    winners.map((w) => w.id),
    policy,
  );
  if (next === entries) return;
  replace(next);
  // An elimination draw ends with one name left: say so rather than let a spin "choose" it.
  const survivor = lastOneStanding(next);
  if (survivor) notify({ title: 'Last one standing', description: `${survivor.text} is the only entry left on the wheel.` });
}

/**
 * What follows a press of the spin button: the winner card with the press's
 * winners, the "After each spin" choice (keep, hide or remove them), and
 * confetti when it is on. The card closes when the next spin starts; call
 * `rememberOpener` as a spin starts so closing it puts focus back there.
 */
export function useWinnerCard() {
  const [winners, setWinners] = useState<readonly WheelEntry[]>([]);
  // What had focus when the spin began (the spin button, the wheel): the card gives focus back to it.
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener = useCallback(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onRoundComplete = useCallback((drawn: readonly WheelEntry[]) => {
    setWinners(drawn);
    const { afterSpin, confetti } = hostingStore.getState();
    takeOut(drawn, afterSpin);
    if (confetti && drawn.length > 0) void fireConfetti(drawn.map((w) => w.color));
  }, []);

  const close = useCallback(() => setWinners([]), []);
  const hide = useCallback(() => {
    takeOut(winners, 'hide');
    setWinners([]);
  }, [winners]);
  const remove = useCallback(() => {
    const names = winners.length === 1 ? `“${shortenedText(winners[0]?.text ?? '')}” is` : `${winners.length} winners are`;
    changeListWithUndo(() => takeOut(winners, 'remove'), { title: winners.length === 1 ? 'Winner removed' : 'Winners removed', description: `${names} off the wheel.` });
    setWinners([]);
  }, [winners]);

  return { winners, onRoundComplete, close, hide, remove, openerRef, rememberOpener };
}
