import { canvasSizePx, fitLabel, fullscreenCanvasSizePx, isTooSmall, labelLayout, wheelRadiusPx } from '@/lib/wheel/stage/layout';

const monospace = (s: string) => Array.from(s).length * 10;

describe('canvasSizePx', () => {
  it('takes 80% of the container, at most 600, on wide screens', () => {
    expect(canvasSizePx(500, 1280)).toBe(400);
    expect(canvasSizePx(1000, 1280)).toBe(600);
  });

  it('takes 90% of the container on screens up to 768 px, never under 200', () => {
    expect(canvasSizePx(375, 375)).toBe(337);
    expect(canvasSizePx(100, 375)).toBe(200);
  });
});

describe('fullscreenCanvasSizePx', () => {
  it('grows past 600 px to fill a large screen, leaving room for the title and winner line', () => {
    expect(fullscreenCanvasSizePx(1920, 1080)).toBe(910);
    expect(fullscreenCanvasSizePx(800, 1200)).toBe(760);
  });

  it('never shrinks the wheel under 200 px on a short screen', () => {
    expect(fullscreenCanvasSizePx(1280, 300)).toBe(200);
  });
});

describe('wheel radius', () => {
  it('leaves room for the pointer and calls a radius under 20 too small', () => {
    expect(wheelRadiusPx(400)).toBe(182);
    expect(isTooSmall(19)).toBe(true);
    expect(isTooSmall(20)).toBe(false);
  });
});

describe('labelLayout', () => {
  it('sets text across the slice at 70% of the radius for up to 10 entries', () => {
    expect(labelLayout(10, 200)).toMatchObject({ radial: false, anchorRadiusPx: 140 });
  });

  it('turns text radial and further out above 10 entries', () => {
    const layout = labelLayout(11, 200);
    expect(layout.radial).toBe(true);
    expect(layout.anchorRadiusPx).toBeGreaterThan(140);
  });

  it('shrinks the font with the slice so thousands of slices get no unreadable text', () => {
    expect(labelLayout(10_000, 280).fontSizePx).toBeLessThan(1);
  });
});

describe('fitLabel', () => {
  it('keeps text that fits', () => {
    expect(fitLabel('Pizza', 50, monospace)).toBe('Pizza');
  });

  it('cuts long text with an ellipsis to fit the width', () => {
    const label = fitLabel('A very long entry name', 80, monospace);
    expect(label.endsWith('…')).toBe(true);
    expect(monospace(label)).toBeLessThanOrEqual(80);
  });

  it('never splits an emoji in half', () => {
    expect(fitLabel('🎉🎉🎉🎉🎉', 30, monospace)).toBe('🎉🎉…');
  });

  it('gives up on a slice too narrow even for one letter', () => {
    expect(fitLabel('Pizza', 5, monospace)).toBe('');
  });
});
