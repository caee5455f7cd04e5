import { createStore } from 'zustand/vanilla';

/** What the Spin tab shows of the wheel's spins: the button's state and the count the hosting options offer. */
export interface SpinTabFeed {
  spinning: boolean;
  progress: number;
  canSpin: boolean;
  onSpin: () => void;
  visibleCount: number;
}

/**
 * The wheel tool's spin state as the Spin tab reads it. The side panel comes to life in a task
 * of its own after the wheel (see WheelSidePanel); handing it this state through a store rather
 * than props leaves the panel's element the same on every render of the tool, so the tool's
 * early re-renders never reach the panel before it has hydrated.
 */
export const spinTabFeed = createStore<SpinTabFeed>(() => ({ spinning: false, progress: 0, canSpin: false, onSpin: () => {}, visibleCount: 0 }));
