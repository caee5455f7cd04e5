'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cryptoSource } from '@/lib/random';
import { SpinEngine } from '@/lib/wheel/spin/spin-engine';

type RotationListener = (rotationDeg: number) => void;

/**
 * The wheel's motion: one spin engine for the wheel's lifetime, its angle
 * handed to listeners on every frame (never through React state), and the
 * spinning flag and progress for the controls. What a stop means is the
 * caller's: `onStop` gets the index of the slice under the pointer.
 */
export function useSpinMotion(engineRef: RefObject<SpinEngine | null>, onStop: (engine: SpinEngine, winnerIndex: number) => void) {
  const [spinning, setSpinning] = useState(false);
  const [progress, setProgress] = useState(0);
  const listeners = useRef(new Set<RotationListener>());
  const lastProgress = useRef(0);
  const onStopRef = useRef(onStop);

  useEffect(() => {
    onStopRef.current = onStop;
  }, [onStop]);

  useEffect(() => {
    const engine: SpinEngine = new SpinEngine(
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
        onComplete: (winnerIndex) => onStopRef.current(engine, winnerIndex),
      },
    );
    engineRef.current = engine;
    return () => engine.dispose();
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
