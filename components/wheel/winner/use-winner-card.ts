'use client';

import { useCallback, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { withHistory } from '@/components/wheel/history/lazy-history';
import { fireConfetti } from '@/components/wheel/winner/confetti';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { applyAfterSpin, lastOneStanding, type AfterSpin } from '@/lib/wheel/hosting/after-spin';
import { shortenedText } from '@/lib/wheel/entries/long-text';
import type { Translate } from '@/lib/i18n/messages';


function takeOut(winners: readonly WheelEntry[], policy: AfterSpin, t: Translate<'winner'>): void {
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
  if (survivor) notify({ title: t('lastOneStandingTitle'), description: t('lastOneStandingDescription', { entry: survivor.text }) });
}

/**
 * What follows a press of the spin button: the winner card with the press's
 * winners, the "After each spin" choice (keep, hide or remove them), and
 * confetti when it is on. The card closes when the next spin starts; call
 * `rememberOpener` as a spin starts so closing it puts focus back there.
 */
export function useWinnerCard() {
  const t = useT('winner');
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
    takeOut(drawn, afterSpin, t);
    if (confetti && drawn.length > 0) void fireConfetti(drawn.map((w) => w.color));
  }, [t]);

  const close = useCallback(() => setWinners([]), []);
  const hide = useCallback(() => {
    takeOut(winners, 'hide', t);
    setWinners([]);
  }, [winners, t]);
  const remove = useCallback(() => {
    const notice =
      winners.length === 1
        ? { title: t('winnerRemovedTitle'), description: t('winnerRemovedDescription', { entry: shortenedText(winners[0]?.text ?? '') }) }
        : { title: t('winnersRemovedTitle'), description: t('winnersRemovedDescription', { count: String(winners.length) }) };
    withHistory(({ changeListWithUndo }) => changeListWithUndo(() => takeOut(winners, 'remove', t), notice));
    setWinners([]);
  }, [winners, t]);

  return { winners, onRoundComplete, close, hide, remove, openerRef, rememberOpener };
}
