'use client';

import { useRef } from 'react';
import { useSpinMotion } from '@/components/wheel/spin/use-spin-motion';
import { useSpinRounds, type SpinRoundsInput } from '@/components/wheel/spin/use-spin-rounds';
import type { SpinEngine } from '@/lib/wheel/spin/spin-engine';

/**
 * One wheel's spins: the motion (`useSpinMotion`) and what each stop means
 * (`useSpinRounds`), joined on one engine. A press that draws several winners
 * counts as one spin from its first turn to its last stop.
 */
export function useWheelSpin(input: SpinRoundsInput & { onEngine?: () => void }) {
  const engineRef = useRef<SpinEngine | null>(null);
  const rounds = useSpinRounds(engineRef, input);
  const motion = useSpinMotion(engineRef, rounds.onStop, input.onEngine);
  return {
    spinning: motion.spinning || rounds.betweenSpins,
    progress: motion.progress,
    slices: rounds.slices,
    spin: rounds.spin,
    press: rounds.press,
    release: motion.release,
    grab: rounds.grab,
    drag: motion.drag,
    letGo: rounds.letGo,
    onRotation: motion.onRotation,
    isBusy: rounds.isBusy,
    isDragging: motion.isDragging,
    rotationDeg: motion.rotationDeg,
  };
}
