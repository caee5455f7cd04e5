'use client';

import { memo, useId, useMemo, type Ref } from 'react';
import { useStore } from 'zustand';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useDrawLink } from '@/components/wheel/draw/use-draw-link';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { allWinnersDrawn, winnersWanted } from '@/lib/draw/progress';
import { isBeaconDraw, type HostDraw } from '@/lib/draw/host-draw';
import { announcementOf, type DrawUnderWay, type SealedDraw as SealedDrawV2 } from '@/lib/draw/record';
import { announcementOfV3, type SealedDrawV3 } from '@/lib/draw/record-v3';
import { MAX_PUBLIC_SEED_CODE_POINTS } from '@/lib/draw/texts';
import { shortenedText } from '@/lib/wheel/entries/long-text';

/** The announcement belongs to the commitment: re-rendered (and packed again) only when that changes, not at each winner. */
export const AnnouncementLink = memo(
  function AnnouncementLink({ draw, fieldRef }: { draw: SealedDrawV2 | SealedDrawV3; fieldRef?: Ref<HTMLInputElement> }) {
    const t = useT('draw');
    const announcement = useMemo(() => (isBeaconDraw(draw) ? announcementOfV3(draw) : announcementOf(draw)), [draw]);
    const link = useDrawLink({ kind: 'announcement', value: announcement });
    const id = useId();
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {t('announcementLabel')}
        </label>
        <input ref={fieldRef} id={id} readOnly value={link ?? ''} placeholder={t('makingLink')} className={`${FIELD_CLASS} font-mono text-sm`} />
        <p className="text-sm text-subtle">{isBeaconDraw(draw) ? t('announcementHelpBeacon') : t('announcementHelp')}</p>
        {link ? (
          <CopyButton variant="secondary" size="xs" text={link} what={t('copiedLink')}>
            {t('copyAnnouncementLink')}
          </CopyButton>
        ) : null}
      </div>
    );
  },
  (before, after) => before.draw.commitment === after.draw.commitment,
);

/** The draw's commitment, to publish or copy, with a line saying what it seals. */
export function CommitmentField({ commitment, note }: { commitment: string; note: string }) {
  const t = useT('draw');
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('commitmentLabel')}
      </label>
      <input id={id} readOnly value={commitment} className={`${FIELD_CLASS} font-mono text-sm`} />
      <p className="text-sm text-subtle">{note}</p>
      <CopyButton variant="secondary" size="xs" text={commitment} what={t('copiedCommitment')}>
        {t('copyCommitment')}
      </CopyButton>
    </div>
  );
}

/** How many winners are drawn out of how many, and who, in the order drawn. */
export function WinnersSoFar({ draw }: { draw: HostDraw }) {
  const t = useT('draw');
  const wanted = winnersWanted(draw);
  return (
    <div>
      <p className="text-sm font-semibold text-fg">{t('winnersDrawn', { count: wanted, drawn: String(draw.winners.length), wanted: String(wanted) })}</p>
      {draw.winners.length > 0 ? (
        <ol aria-label={t('winnersSoFar')} className="list-decimal pl-6 text-sm text-fg">
          {draw.winners.map((winner) => (
            <li key={winner.position} dir="auto" className="whitespace-pre-wrap wrap-anywhere">
              {shortenedText(winner.text)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** Finish (once every winner is drawn) and Cancel, both held while the wheel turns. */
export function DrawEndButtons({ spinning, complete, onFinish, onCancel }: { spinning: boolean; complete: boolean; onFinish: () => void; onCancel: () => void }) {
  const t = useT('draw');
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="xs" disabled={spinning || !complete} onClick={onFinish}>
        {t('finishDraw')}
      </Button>
      <Button variant="secondary" size="xs" disabled={spinning} onClick={onCancel}>
        {t('cancelDraw')}
      </Button>
    </div>
  );
}

interface SealedDrawProps {
  drawStore: DrawStoreApi;
  draw: DrawUnderWay;
  spinning: boolean;
  onFinish: () => void;
  onCancel: () => void;
  /** The announcement link's field, for the panel to move focus to once the draw is sealed. */
  announcementRef?: Ref<HTMLInputElement>;
}

/** A sealed draw: its commitment and announcement to publish, the public seed, the winners so far, finish and cancel. */
export function SealedDraw({ drawStore, draw, spinning, onFinish, onCancel, announcementRef }: SealedDrawProps) {
  const t = useT('draw');
  const typedSeed = useStore(drawStore, (s) => s.typedSeed);
  const seedId = useId();
  const seedHelpId = useId();
  const seedLocked = spinning || draw.winners.length > 0;
  const wanted = winnersWanted(draw);
  const complete = allWinnersDrawn(draw);
  const v2 = draw.algorithm === 'spinfair-draw-v2';

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <CommitmentField commitment={draw.commitment} note={v2 ? t('commitmentSealed', { count: wanted, wanted: String(wanted) }) : t('commitmentPublish')} />
      {draw.algorithm === 'spinfair-draw-v2' ? <AnnouncementLink draw={draw} fieldRef={announcementRef} /> : null}
      <div className="space-y-1">
        <label htmlFor={seedId} className="text-sm font-semibold text-fg">
          {t('publicSeedLabel')}
        </label>
        <input
          id={seedId}
          // Once locked the field shows exactly what the draw uses: the canonical form.
          value={seedLocked ? draw.publicSeed : typedSeed}
          readOnly={seedLocked}
          maxLength={MAX_PUBLIC_SEED_CODE_POINTS * 2}
          onChange={(event) => drawStore.getState().setPublicSeed(event.target.value)}
          aria-describedby={seedHelpId}
          autoComplete="off"
          className={FIELD_CLASS}
        />
        <div id={seedHelpId} className="text-sm text-subtle">
          <p>{t('publicSeedHelp')}</p>
          <p>{t('publicSeedAfterSeal')}</p>
          {v2 ? <p>{t('publicSeedCanonical')}</p> : null}
          {seedLocked ? <p className="font-semibold">{t('publicSeedLocked')}</p> : null}
        </div>
      </div>
      <WinnersSoFar draw={draw} />
      {complete && v2 ? <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{t('everyWinnerDrawn')}</p> : null}
      <DrawEndButtons spinning={spinning} complete={complete} onFinish={onFinish} onCancel={onCancel} />
    </div>
  );
}
