'use client';

import { useCallback, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { EmbeddedWheel } from '@/components/wheel/embed/use-embed-fragment';
import { usePageSpinKeys } from '@/components/wheel/embed/use-page-spin-keys';
import { useWheelSpin } from '@/components/wheel/spin/use-wheel-spin';
import { WheelStage } from '@/components/wheel/stage/wheel-stage';
import { useReducedMotion } from '@/components/wheel/stage/use-reduced-motion';
import { fireConfetti } from '@/components/wheel/winner/confetti';
import { listFacts, type WheelEntry } from '@/lib/wheel/entries/entries';
import { applyAfterSpin } from '@/lib/wheel/hosting/after-spin';
import { DEFAULT_SPIN_SETTINGS } from '@/lib/wheel/spin/spin-settings';

// Shown only after a spin: its code waits until then.
const WinnerCard = lazyComponent(() => import('@/components/wheel/winner/winner-card').then((m) => m.WinnerCard));

/**
 * The shared wheel on its own: the wheel, the spin button and the winner card, with the list in
 * this page's memory. "Hide winner" and "Remove winner" change that copy only, for the visit.
 * A new wheel in the address mounts a new one (its caller keys it), starting afresh.
 */
export function EmbedWheel({ wheel }: { wheel: EmbeddedWheel }) {
  const t = useT('spin');
  const [entries, setEntries] = useState<readonly WheelEntry[]>(wheel.entries);
  const { visible } = listFacts(entries);
  const reducedMotion = useReducedMotion();
  const [lastWinner, setLastWinner] = useState<WheelEntry | null>(null);
  const [winners, setWinners] = useState<readonly WheelEntry[]>([]);
  // What had focus when the spin began: the card gives focus back to it.
  const openerRef = useRef<HTMLElement | null>(null);

  const wheelSpin = useWheelSpin({
    visible,
    settings: DEFAULT_SPIN_SETTINGS,
    reducedMotion,
    keepResults: false,
    onWinner: setLastWinner,
    onRoundComplete: (drawn) => {
      setWinners(drawn);
      if (drawn.length > 0) void fireConfetti(drawn.map((w) => w.color));
    },
  });
  const rememberOpener = () => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  // The card belongs to the last spin: the next one clears it away.
  const spin = {
    ...wheelSpin,
    spin: () => {
      if (wheelSpin.isBusy()) return;
      rememberOpener();
      setWinners([]);
      wheelSpin.spin();
    },
  };
  usePageSpinKeys(spin.spin);

  const takeOut = useCallback(
    (policy: 'hide' | 'remove') => {
      setEntries((list) => applyAfterSpin(list, winners.map((w) => w.id), policy));
      setWinners([]);
    },
    [winners],
  );
  const close = useCallback(() => setWinners([]), []);

  return (
    <WheelStage
      spin={spin}
      mode={DEFAULT_SPIN_SETTINGS.mode}
      theme={wheel.theme}
      lastWinner={lastWinner}
      heading={wheel.title ? <h1 className="text-center text-xl font-extrabold break-words text-fg">{wheel.title}</h1> : null}
      overlay={
        winners.length > 0 ? (
          <WinnerCard
            winners={winners}
            onHide={() => takeOut('hide')}
            onRemove={() => takeOut('remove')}
            onClose={close}
            returnFocusRef={openerRef}
            className="top-[15%]"
          />
        ) : null
      }
      footer={
        <Button variant="hero" size="xl" className="w-full max-w-sm" onClick={spin.spin} disabled={wheelSpin.spinning || visible.length === 0}>
          {wheelSpin.spinning ? t('spinningButton') : t('spinButton')}
        </Button>
      }
    />
  );
}
