'use client';

import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '@/components/i18n/use-t';
import { notify } from '@/components/ui/notify';
import { Switch } from '@/components/ui/switch';
import { CancelDrawDialog } from '@/components/wheel/draw/cancel-draw-dialog';
import { ClosedDraw } from '@/components/wheel/draw/closed-draw';
import { DrawSetup } from '@/components/wheel/draw/draw-setup';
import { PastDraws } from '@/components/wheel/draw/past-draws';
import { SealedDraw } from '@/components/wheel/draw/sealed-draw';
import { drawLinkPath } from '@/components/wheel/draw/use-draw-link';
import { loadDrawStore, useDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { BeaconDraw } from '@/components/wheel/draw/beacon-draw';
import { isBeaconDraw, type HostRecord } from '@/lib/draw/host-draw';
import { resultsStoreCode } from '@/lib/wheel/results/lazy-results-store';
import { PicturesNote } from '@/components/wheel/draw/pictures-note';

/** The results of an ended draw get its link too, so the Results tab can point to it; `failed` says when it could not be made. */
async function linkResults(record: HostRecord, failed: () => void) {
  try {
    const [{ resultsStore }, path] = await Promise.all([resultsStoreCode.load(), drawLinkPath({ kind: 'record', value: record })]);
    resultsStore.getState().linkDraw(record.commitment, path);
  } catch {
    failed();
  }
}

/** The control a keyboard user needs next, once Seal, Finish or Cancel has taken its own button away. */
type NextControl = 'announcementLink' | 'verificationLink' | 'drawSwitch';

/**
 * A checkable draw: the host fixes the number of winners and seals the draw
 * (nothing is committed before), shares the announcement, each spin lands on
 * the draw's next winner, and finishing reveals the seed behind a link anyone
 * can check. Cancelling asks first and keeps a cancelled record.
 */
export function CheckableDrawPanel({ spinning, visibleCount }: { spinning: boolean; visibleCount: number }) {
  const t = useT('draw');
  const drawStore = useDrawStore();
  const draw = useStore(drawStore, (s) => s.underWay);
  const sealing = useStore(drawStore, (s) => s.sealing);
  const latest = useStore(drawStore, (s) => s.past[0] ?? null);
  const settingUp = useStore(drawStore, (s) => s.settingUp);
  const setSettingUp = drawStore.getState().setUp;
  const [confirming, setConfirming] = useState(false);
  const [focusNext, setFocusNext] = useState<NextControl | null>(null);
  const announcementRef = useRef<HTMLInputElement>(null);
  const closedLinkRef = useRef<HTMLInputElement>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  // The controls are open: the store (its code came with them) reads any stored draw and holds spins back until it has.
  useEffect(() => {
    loadDrawStore().catch((error: unknown) => console.error('Could not load the checkable draw.', error));
  }, []);

  // Seal, Finish and Cancel each remove the button that was pressed: focus moves on to the announcement link, the
  // verification link or the draw switch, once that control is rendered, instead of dropping to the page's start.
  useEffect(() => {
    if (!focusNext) return;
    const refs = { announcementLink: announcementRef, verificationLink: closedLinkRef, drawSwitch: switchRef };
    const control = refs[focusNext].current;
    if (!control) return;
    control.focus();
    setFocusNext(null);
  }, [focusNext, draw, latest]);

  const end = (record: HostRecord | null) => {
    if (record) {
      void linkResults(record, () => notify({ title: t('linkNotMadeTitle'), description: t('verificationLinkNotMade'), variant: 'destructive' }));
    }
  };
  const finish = () => {
    setFocusNext('verificationLink');
    setSettingUp(false);
    end(drawStore.getState().finish());
  };
  const onSwitch = (on: boolean) => {
    if (spinning) return;
    if (draw) setConfirming(true);
    else {
      setSettingUp(on);
    }
  };

  return (
    <section aria-label={t('checkableDraw')} className="space-y-3">
      <Switch
        ref={switchRef}
        label={t('checkableDraw')}
        checked={draw !== null || settingUp || sealing}
        onCheckedChange={onSwitch}
        description={t('checkableDrawDescription')}
      />
      {draw !== null || settingUp || sealing ? <PicturesNote /> : null}
      {draw && isBeaconDraw(draw) ? (
        <BeaconDraw drawStore={drawStore} draw={draw} spinning={spinning} announcementRef={announcementRef} onFinish={finish} onCancel={() => setConfirming(true)} />
      ) : draw ? (
        <SealedDraw drawStore={drawStore} draw={draw} spinning={spinning} announcementRef={announcementRef} onFinish={finish} onCancel={() => setConfirming(true)} />
      ) : settingUp || sealing ? (
        <DrawSetup drawStore={drawStore} visibleCount={visibleCount} sealing={sealing} onSealed={() => setFocusNext('announcementLink')} />
      ) : null}
      {/* The last draw's link stays at hand until another draw is set up. */}
      {!draw && !settingUp && latest ? <ClosedDraw record={latest} linkRef={closedLinkRef} /> : null}
      <PastDraws />
      <CancelDrawDialog
        open={confirming && draw !== null}
        winnersDrawn={draw?.winners.length ?? 0}
        onKeep={() => setConfirming(false)}
        onCancelDraw={() => {
          setFocusNext('drawSwitch');
          setConfirming(false);
          setSettingUp(false);
          end(drawStore.getState().cancel());
        }}
      />
    </section>
  );
}
