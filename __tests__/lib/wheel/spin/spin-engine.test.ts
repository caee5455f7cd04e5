import { seededSource } from '@/lib/random';
import { sliceAtPointer } from '@/lib/wheel/stage/geometry';
import { SpinEngine, type MotionSettings } from '@/lib/wheel/spin/spin-engine';

const settings: MotionSettings = {
  sliceCount: 6,
  minVelocity: 30,
  maxVelocity: 60,
  accelerationRate: 0.01,
  decelerationRate: 0.95,
  reducedMotion: false,
};

/** An engine on a fake clock whose frames run only when the test advances time. */
function harness(frameMs = 1000 / 60) {
  let now = 0;
  let pending: (() => void) | null = null;
  const events = { rotations: [] as number[], progress: [] as number[], spinning: [] as boolean[], winners: [] as number[] };
  const engine = new SpinEngine(
    {
      now: () => now,
      requestFrame: (cb) => {
        pending = cb;
        return 1;
      },
      cancelFrame: () => {
        pending = null;
      },
      source: seededSource(7),
    },
    {
      onRotation: (deg) => events.rotations.push(deg),
      onProgress: (p) => events.progress.push(p),
      onSpinningChange: (s) => events.spinning.push(s),
      onComplete: (w) => events.winners.push(w),
    },
  );
  const advance = (ms: number) => {
    const end = now + ms;
    while (now < end) {
      now = Math.min(end, now + frameMs);
      const run = pending;
      pending = null;
      run?.();
    }
  };
  return { engine, events, advance, setNow: (t: number) => (now = t) };
}

describe('SpinEngine', () => {
  it('runs a launched spin to rest and reports the slice under the pointer as the winner', () => {
    const { engine, events, advance } = harness();
    expect(engine.launch('classic', settings)).toBe(true);
    expect(engine.busy).toBe(true);
    advance(20_000);
    expect(events.spinning).toEqual([true, false]);
    expect(events.winners).toHaveLength(1);
    expect(events.winners[0]).toBe(sliceAtPointer(engine.rotationDeg, 6));
    expect(events.progress[0]).toBe(0);
    expect(events.progress.at(-1)).toBe(1);
  });

  it('reports progress as a fraction of 3 seconds', () => {
    const { engine, events, advance } = harness();
    engine.launch('classic', { ...settings, decelerationRate: 0.99 });
    advance(1500);
    expect(events.progress.at(-1)).toBeCloseTo(0.5, 1);
  });

  it('ignores a second start while a spin runs, and empty wheels', () => {
    const { engine, advance } = harness();
    expect(engine.launch('classic', { ...settings, sliceCount: 0 })).toBe(false);
    engine.launch('random', settings);
    expect(engine.launch('classic', settings)).toBe(false);
    expect(engine.press(settings)).toBe(false);
    expect(engine.grab(0, settings)).toBe(false);
    advance(20_000);
    expect(engine.busy).toBe(false);
  });

  it('ends at the same angle at 30 and 144 frames per second', () => {
    const slow = harness(1000 / 30);
    const fast = harness(1000 / 144);
    slow.engine.launch('classic', settings);
    fast.engine.launch('classic', settings);
    slow.advance(20_000);
    fast.advance(20_000);
    expect(fast.engine.rotationDeg).toBe(slow.engine.rotationDeg);
  });

  it('press and hold starts slow, speeds up while held, then glides to a winner', () => {
    const { engine, events, advance } = harness();
    engine.press({ ...settings, minVelocity: 5 });
    advance(100);
    const early = events.rotations.at(-1) ?? 0;
    advance(100);
    const later = events.rotations.at(-1) ?? 0;
    advance(100);
    const latest = events.rotations.at(-1) ?? 0;
    expect(latest - later).toBeGreaterThan(later - early);
    engine.release();
    advance(30_000);
    expect(events.winners).toHaveLength(1);
    expect(events.winners[0]).toBe(sliceAtPointer(engine.rotationDeg, 6));
  });

  it('a drag turns the wheel by the angle moved; a slow release is not a spin, a flick is', () => {
    const { engine, events, advance, setNow } = harness();
    engine.grab(10, settings);
    engine.drag(40);
    expect(engine.rotationDeg).toBe(30);
    setNow(2000);
    engine.drag(41);
    setNow(4000);
    expect(engine.letGo()).toBe(false);
    expect(events.spinning).toEqual([]);

    engine.grab(0, settings);
    for (let i = 1; i <= 5; i += 1) {
      setNow(4000 + i * 16);
      engine.drag(i * 20);
    }
    expect(engine.letGo()).toBe(true);
    advance(60_000);
    expect(events.winners).toHaveLength(1);
  });

  it('reads a flick from when the pointer moved, so handlers run late by a busy page still spin the wheel', () => {
    const { engine, events, advance, setNow } = harness();
    engine.grab(0, settings);
    // The moves happened 16 ms apart, but their handlers all ran half a second later.
    setNow(500);
    for (let i = 1; i <= 5; i += 1) engine.drag(i * 20, i * 16);
    setNow(900);
    expect(engine.letGo(96)).toBe(true);
    advance(60_000);
    expect(events.winners).toHaveLength(1);
  });

  it('drags across the ±180° seam the short way round', () => {
    const { engine } = harness();
    engine.grab(170, settings);
    engine.drag(-170);
    expect(engine.rotationDeg).toBeCloseTo(20, 10);
  });
});
