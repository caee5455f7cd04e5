'use client';

import type { Ref } from 'react';
import { useStore } from 'zustand';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { AnnouncementLink, CommitmentField, DrawEndButtons, WinnersSoFar } from '@/components/wheel/draw/sealed-draw';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { countdownParts } from '@/lib/draw/countdown';
import { formatMoment } from '@/lib/i18n/moments';
import { useNowMs } from '@/components/ui/use-now';
import { allWinnersDrawn } from '@/lib/draw/progress';
import { decidedAtMs, type SealedDrawV3 } from '@/lib/draw/record-v3';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';

/**
 * The time left before the draw time. Plain text, not a live region: a
 * screen reader reads it when asked, and is not interrupted every second.
 */
function Countdown({ decidedAt }: { decidedAt: number }) {
  const t = useT('draw');
  const nowMs = useNowMs();
  const { days, clock } = countdownParts(decidedAt - nowMs);
  return <p className="font-mono text-lg font-semibold tabular-nums text-fg">{t('countdown', { days, clock })}</p>;
}

interface BeaconDrawProps {
  drawStore: DrawStoreApi;
  draw: SealedDrawV3;
  spinning: boolean;
  onFinish: () => void;
  onCancel: () => void;
  /** The announcement link's field, for the panel to move focus to once the draw is sealed. */
  announcementRef?: Ref<HTMLInputElement>;
}

/**
 * A sealed version 3 draw: its commitment and announcement, the draw time
 * and its drand round with a countdown, then the round's arrival (or the
 * relays' failure, with "Try again"), the winners so far, finish and cancel.
 */
export function BeaconDraw({ drawStore, draw, spinning, onFinish, onCancel, announcementRef }: BeaconDrawProps) {
  const t = useT('draw');
  const languageTag = LANGUAGE_FACTS[useLang()].tag;
  const phase = useStore(drawStore, (s) => s.beacon);
  const wanted = draw.winnersCount;
  const complete = allWinnersDrawn(draw);
  const round = String(draw.beacon.round);
  const decidedAt = decidedAtMs(draw);

  // Only a change of phase is announced (the round fetched, verified); the countdown itself stays quiet.
  const status = phase === 'fetching' ? t('roundFetching', { round }) : phase === 'verified' ? t('roundVerified', { round }) : '';

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <CommitmentField commitment={draw.commitment} note={t('commitmentSealedBeacon', { count: wanted, wanted: String(wanted) })} />
      <AnnouncementLink draw={draw} fieldRef={announcementRef} />
      <div className="space-y-1 rounded-lg bg-surface-muted p-3">
        <p className="text-sm font-semibold text-fg">{t('drawTimeSealed', { time: formatMoment(decidedAt, languageTag) })}</p>
        <p className="text-sm text-muted">{t('drandRound', { round })}</p>
        {phase === 'waiting' ? (
          <>
            <Countdown decidedAt={decidedAt} />
            <p className="text-sm text-subtle">{t('waitingForRound')}</p>
          </>
        ) : null}
      </div>
      <p role="status" className={status ? 'rounded-lg bg-note p-3 text-sm text-note-fg' : 'sr-only'}>
        {status}
      </p>
      {phase === 'unreachable' ? (
        <div role="alert" className="space-y-2 rounded-lg bg-note p-3 text-sm text-note-fg">
          <p>{t('roundUnreachable', { round })}</p>
          <Button size="xs" onClick={() => drawStore.getState().retryBeacon()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      <WinnersSoFar draw={draw} />
      {complete ? <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{t('everyWinnerDrawnBeacon')}</p> : null}
      <DrawEndButtons spinning={spinning} complete={complete} onFinish={onFinish} onCancel={onCancel} />
    </div>
  );
}
