'use client';

import { useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '@/components/i18n/use-t';
import type { SpinMode } from '@/lib/wheel/constants';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { sliceAtPointer } from '@/lib/wheel/stage/geometry';
import { createTickThrottle, playTick } from '@/lib/wheel/spin/sounds';
import type { WheelTheme } from '@/lib/wheel/theme/theme';
import { useWheelCanvas } from '@/components/wheel/stage/use-wheel-canvas';
import { useSlicePictures } from '@/components/wheel/stage/use-slice-pictures';
import { lateHydratedComponent } from '@/components/ui/lazy-component';
import { useFirstPicture } from '@/components/wheel/stage/first-picture-slot';
import { WHEEL_SQUARE_CLASS } from '@/components/wheel/stage/wheel-square';
import { usePresentationKeys, usePresenting } from '@/components/wheel/stage/presentation';
import { ENTRY_SLOT, placeEntry } from '@/components/i18n/place-entry';
import { shortenedText } from '@/lib/wheel/entries/long-text';

/** What the stage asks of the wheel's spins: the slices shown, the angle each frame, and the gestures it passes on. */
interface StageSpin {
  slices: readonly WheelEntry[];
  onRotation: (listener: (rotationDeg: number) => void) => () => void;
  rotationDeg: () => number;
  isBusy: () => boolean;
  isDragging: () => boolean;
  spin: () => void;
  press: () => void;
  release: () => void;
  grab: (pointerDeg: number) => boolean;
  drag: (pointerDeg: number, atMs?: number) => void;
  letGo: (atMs?: number) => void;
}

interface WheelStageProps {
  spin: StageSpin;
  mode: SpinMode;
  theme: WheelTheme;
  lastWinner: WheelEntry | null;
  /** Shown over the wheel, and with it in fullscreen (the wheel's title). */
  heading?: ReactNode;
  /** Shown just under the wheel (the winner card), and with it in fullscreen; never over it, where it would catch a press or a flick. */
  overlay?: ReactNode;
  /** Shown last, under the winner's line (the title field and Share). */
  footer?: ReactNode;
  /** Told once the Fullscreen button answers; the same function on every render. */
  onFullscreenButtonHydrated?: () => void;
}

// In the exported page from the start, brought to life after the wheel from a chunk of its own.
const FullscreenButton = lateHydratedComponent(() => import('@/components/wheel/stage/fullscreen-button').then((m) => m.FullscreenButton));

const HINTS = {
  classic: 'tapHint',
  random: 'tapHint',
  'press-hold': 'pressHoldHint',
  flick: 'flickHint',
} as const satisfies Record<SpinMode, string>;

function pointerAngleDeg(event: PointerEvent<HTMLCanvasElement>): number {
  const rect = event.currentTarget.getBoundingClientRect();
  const x = event.clientX - (rect.left + rect.width / 2);
  const y = event.clientY - (rect.top + rect.height / 2);
  return (Math.atan2(y, x) * 180) / Math.PI;
}

/** The wheel: the canvas, its pointer and keyboard handling, and the winner's announcement. */
export function WheelStage({ spin, mode, theme, lastWinner, heading, overlay, footer, onFullscreenButtonHydrated }: WheelStageProps) {
  const t = useT('stage');
  // Fullscreen takes the whole stage: the title, the wheel and whatever follows a spin.
  const stageRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { slices, onRotation, isBusy } = spin;
  const presenting = usePresenting();
  // The same element on every render, so no re-render of the stage reaches it before it has hydrated.
  const fullscreenButton = useMemo(
    () => <FullscreenButton targetRef={stageRef} className="absolute top-2 right-2" onHydrated={onFullscreenButtonHydrated} />,
    // The callback is the same for the stage's life (WheelStageProps), so the element is too.
    [onFullscreenButtonHydrated],
  );
  const firstPicture = useFirstPicture();
  usePresentationKeys(presenting);
  const painted = useSlicePictures(slices);
  useWheelCanvas({ containerRef, canvasRef, slices: painted, theme, onRotation, initialRotationDeg: spin.rotationDeg, presenting });

  // A tick each time a slice edge passes the pointer, throttled so thousands of slices stay a purr, not a roar.
  const soundOn = useRef(theme.soundEnabled);
  useEffect(() => {
    soundOn.current = theme.soundEnabled;
  }, [theme.soundEnabled]);
  useEffect(() => {
    const shouldTick = createTickThrottle(45, () => performance.now());
    const count = slices.length;
    return onRotation((deg) => {
      if (soundOn.current && isBusy() && count > 1 && shouldTick(sliceAtPointer(deg, count))) playTick();
    });
  }, [onRotation, slices.length, isBusy]);

  const interactive = slices.length > 0;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!interactive || isBusy() || event.button > 0) return;
    if (mode === 'press-hold') {
      event.currentTarget.setPointerCapture(event.pointerId);
      spin.press();
    } else if (mode === 'flick' && spin.grab(pointerAngleDeg(event))) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    // Event time stamps, not handler time: a busy page must not turn a quick flick into a slow one.
    if (mode === 'flick' && spin.isDragging()) spin.drag(pointerAngleDeg(event), event.timeStamp);
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (mode === 'press-hold') spin.release();
    else if (mode === 'flick') spin.letGo(event.timeStamp);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (event.repeat) return;
    // Holding Space is the keyboard's press-and-hold.
    if (mode === 'press-hold' && event.key === ' ') {
      if (interactive) spin.press();
      else spin.spin();
    } else {
      spin.spin();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (mode === 'press-hold' && event.key === ' ') spin.release();
  };

  const label = t(mode === 'press-hold' ? 'wheelLabelPressHold' : 'wheelLabel', { count: String(slices.length) });
  const winnerLine = t('winnerLine', { entry: ENTRY_SLOT });

  return (
    <div
      ref={stageRef}
      data-presenting={presenting || undefined}
      className="relative flex flex-col items-center gap-4 lg:sticky lg:top-20 [&:fullscreen]:justify-center [&:fullscreen]:overflow-auto [&:fullscreen]:bg-surface [&:fullscreen]:p-6 data-presenting:fixed data-presenting:inset-0 data-presenting:z-50 data-presenting:h-dvh data-presenting:justify-center data-presenting:overflow-auto data-presenting:bg-surface data-presenting:p-6 data-presenting:pt-[max(1.5rem,env(safe-area-inset-top))] data-presenting:pb-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      {heading}
      <div
        ref={containerRef}
        className="relative grid w-full place-items-center rounded-2xl p-3 shadow-inner"
        style={{ backgroundColor: theme.wheelBackground }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          tabIndex={0}
          aria-label={label}
          onClick={() => {
            if ((mode === 'classic' || mode === 'random') && interactive) spin.spin();
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          // Nothing under the wheel moves when it is drawn (WHEEL_SQUARE_CLASS); `peer` hides the first picture once painted.
          className={`${WHEEL_SQUARE_CLASS} peer rounded-full select-none`}
          style={{ touchAction: mode === 'flick' || mode === 'press-hold' ? 'none' : 'manipulation', cursor: interactive ? 'pointer' : 'default' }}
        />
        {firstPicture}
        {fullscreenButton}
      </div>
      {overlay}
      {lastWinner ? (
        <p className="min-h-7 text-center text-lg font-bold text-fg" aria-hidden="true">
          {placeEntry(winnerLine, <bdi className="break-all">{shortenedText(lastWinner.text)}</bdi>)}
        </p>
      ) : (
        <p className="min-h-7 text-center text-sm text-subtle">{interactive ? t(HINTS[mode]) : null}</p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {lastWinner ? placeEntry(winnerLine, <bdi>{shortenedText(lastWinner.text)}</bdi>) : null}
      </p>
      {footer}
    </div>
  );
}
