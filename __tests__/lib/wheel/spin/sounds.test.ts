import { createTickThrottle, playTick, playWinChime } from '@/lib/wheel/spin/sounds';
import { playTone } from '@/lib/browser/audio';

jest.mock('@/lib/browser/audio', () => ({ playTone: jest.fn() }));

function fakeClock(startMs = 1000) {
  let t = startMs;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createTickThrottle', () => {
  it('stays quiet on the first call, which only records the starting slice', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(30, clock.now);
    expect(shouldTick(3)).toBe(false);
  });

  it('ticks when a new slice reaches the pointer', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(30, clock.now);
    shouldTick(0);
    clock.advance(50);
    expect(shouldTick(1)).toBe(true);
  });

  it('stays quiet while the same slice is under the pointer, however long it takes', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(30, clock.now);
    shouldTick(0);
    clock.advance(50);
    shouldTick(1);
    clock.advance(5000);
    expect(shouldTick(1)).toBe(false);
  });

  it('skips slice changes that come sooner than the minimum interval after a tick', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(30, clock.now);
    shouldTick(0);
    clock.advance(100);
    expect(shouldTick(1)).toBe(true);
    clock.advance(29);
    expect(shouldTick(2)).toBe(false);
    clock.advance(1);
    expect(shouldTick(3)).toBe(true);
  });

  it('ticks at most once per interval when thousands of slices fly past each frame', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(40, clock.now);
    shouldTick(0);
    let ticks = 0;
    // One second of 60 Hz frames, each moving 500 slices on a 10,000-slice wheel.
    for (let frame = 1; frame <= 60; frame += 1) {
      clock.advance(1000 / 60);
      if (shouldTick((frame * 500) % 10_000)) ticks += 1;
    }
    expect(ticks).toBeLessThanOrEqual(Math.ceil(1000 / 40));
    expect(ticks).toBeGreaterThan(0);
  });

  it('treats a return to an earlier slice (a wheel turning backwards) as a change', () => {
    const clock = fakeClock();
    const shouldTick = createTickThrottle(30, clock.now);
    shouldTick(5);
    clock.advance(50);
    expect(shouldTick(4)).toBe(true);
  });
});

describe('sound effects', () => {
  const tone = jest.mocked(playTone);
  beforeEach(() => tone.mockClear());

  it('plays the tick as one short, quiet tone', () => {
    playTick();
    expect(tone).toHaveBeenCalledTimes(1);
    const [first] = tone.mock.calls[0] ?? [];
    expect(first?.durationS).toBeLessThanOrEqual(0.05);
    expect(first?.gain).toBeLessThanOrEqual(0.1);
  });

  it('plays the winner chime as rising notes lasting under a second', () => {
    playWinChime();
    const tones = tone.mock.calls.map(([t]) => t);
    expect(tones.length).toBeGreaterThanOrEqual(3);
    const pitches = tones.map((t) => t.frequencyHz);
    expect(pitches).toEqual([...pitches].sort((a, b) => a - b));
    const endS = Math.max(...tones.map((t) => (t.delayS ?? 0) + t.durationS));
    expect(endS).toBeLessThanOrEqual(1);
  });
});
