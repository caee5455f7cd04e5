'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { lazyModule } from '@/lib/browser/lazy-module';
import { cryptoSource } from '@/lib/random';
import type { SpinEngine } from '@/lib/wheel/spin/spin-engine';

/**
 * The spin engine (its physics and plans) in a chunk of its own, fetched as the wheel comes to
 * life, so its code is not part of the start-up's first scripts. A spin asked for in the moment
 * before it arrives starts once it has (see useSpinRounds).
 */
export const spinEngineCode = lazyModule(() => import('@/lib/wheel/spin/spin-engine'));

type RotationListener = (rotationDeg: number) => void;

/**
 * The wheel's motion: one spin engine for the wheel's lifetime, its angle
 * handed to listeners on every frame (never through React state), and the
 * spinning flag and progress for the controls. What a stop means is the
 * caller's: `onStop` gets the index of the slice under the pointer.
 */
export function useSpinMotion(
  engineRef: RefObject<SpinEngine | null>,
  onStop: (engine: SpinEngine, winnerIndex: number) => void,
  /** Called once the engine is running. */
  onEngine?: () => void,
) {
  const [spinning, setSpinning] = useState(false);
  const [progress, setProgress] = useState(0);
  const listeners = useRef(new Set<RotationListener>());
  const lastProgress = useRef(0);
  const onStopRef = useRef(onStop);
  const onEngineRef = useRef(onEngine);

  useEffect(() => {
    onStopRef.current = onStop;
    onEngineRef.current = onEngine;
  }, [onStop, onEngine]);

  useEffect(() => {
    let engine: SpinEngine | null = null;
    let unmounted = false;
    const start = ({ SpinEngine }: typeof import('@/lib/wheel/spin/spin-engine')) => {
      if (unmounted) return;
      const started: SpinEngine = new SpinEngine(
        {
          now: () => performance.now(),
          requestFrame: (cb) => requestAnimationFrame(cb),
          cancelFrame: (handle) => cancelAnimationFrame(handle),
          source: cryptoSource,
        },
        {
          onRotation: (deg) => listeners.current.forEach((listen) => listen(deg)),
          onSpinningChange: setSpinning,
          onProgress: (fraction) => {
            // A re-render per 5% is plenty for a progress bar.
            if (fraction === 0 || fraction === 1 || fraction - lastProgress.current >= 0.05) {
              lastProgress.current = fraction;
              setProgress(fraction);
            }
          },
          onComplete: (winnerIndex) => onStopRef.current(started, winnerIndex),
        },
      );
      engine = started;
      engineRef.current = started;
      onEngineRef.current?.();
    };
    spinEngineCode.load().then(start, (error: unknown) => console.error('The spin engine could not load.', error));
    return () => {
      unmounted = true;
      engine?.dispose();
    };
  }, [engineRef]);

  const onRotation = useCallback((listener: RotationListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const release = useCallback(() => engineRef.current?.release(), [engineRef]);
  const drag = useCallback((pointerDeg: number, atMs?: number) => engineRef.current?.drag(pointerDeg, atMs), [engineRef]);
  /** Read in handlers only: whether a drag is in progress, and the rotation. */
  const isDragging = useCallback(() => engineRef.current?.dragging ?? false, [engineRef]);
  const rotationDeg = useCallback(() => engineRef.current?.rotationDeg ?? 0, [engineRef]);

  return { spinning, progress, onRotation, release, drag, isDragging, rotationDeg };
}
