import fc from 'fast-check';
import { paintGradientSlices, paintSlices, paintsGradientOnly, sliceStops, type Slice } from '@/lib/wheel/stage/paint-wheel';
import { DEFAULT_THEME } from '@/lib/wheel/theme/theme';

const PALETTE = ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#9333ea'];
const slicesOf = (count: number): Slice[] => Array.from({ length: count }, (_, i) => ({ text: String(i + 1), color: PALETTE[i % PALETTE.length] ?? '' }));

/** A 2D context that records the stops of the conic gradient the wheel is painted with. */
function recordingContext() {
  const stops: Array<[number, string]> = [];
  const gradient = { addColorStop: (offset: number, color: string) => stops.push([offset, color]) };
  const ctx = new Proxy(
    { createConicGradient: () => gradient, measureText: () => ({ width: 10 }) },
    { get: (target, name) => (name in target ? target[name as keyof typeof target] : () => {}), set: () => true },
  );
  return { ctx: ctx as unknown as CanvasRenderingContext2D, stops };
}

/** The colour the gradient shows at `offset` (0 to 1 around the turn), hard stops as the canvas reads them. */
function colorAt(stops: ReadonlyArray<[number, string]>, offset: number): string | undefined {
  return stops.findLast(([at]) => at <= offset)?.[1];
}

describe('paintSlices', () => {
  const radiusPx = 290;

  it('gives every slice its own two stops while slices are wider than a quarter of a rim pixel', () => {
    const slices = slicesOf(5_000);
    const { ctx, stops } = recordingContext();
    paintSlices(ctx, slices, radiusPx, DEFAULT_THEME);
    expect(stops).toHaveLength(2 * slices.length);
    slices.forEach((slice, i) => {
      expect(stops[2 * i]).toEqual([i / slices.length, slice.color]);
      expect(stops[2 * i + 1]).toEqual([(i + 1) / slices.length, slice.color]);
    });
  });

  it('paints 100,000 slices with a stop count bound by the rim, each step the colour of the slice under it', () => {
    const slices = slicesOf(100_000);
    const { ctx, stops } = recordingContext();
    paintSlices(ctx, slices, radiusPx, DEFAULT_THEME);
    const steps = Math.ceil(2 * Math.PI * radiusPx * 4);
    expect(stops.length).toBeLessThanOrEqual(2 * steps);
    expect(stops.map(([at]) => at)).toEqual([...stops.map(([at]) => at)].sort((a, b) => a - b));
    for (let step = 0; step < steps; step += 97) {
      const middle = (step + 0.5) / steps;
      expect(colorAt(stops, middle)).toBe(slices[Math.floor(middle * slices.length)]?.color);
    }
    expect(stops.at(-1)?.[0]).toBe(1);
  });
});

/** A 2D context that records every call and every property set, in order, gradients' stops included. */
function callLog() {
  const log: unknown[][] = [];
  const gradient = { addColorStop: (...args: unknown[]) => log.push(['addColorStop', ...args]) };
  const ctx = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'createConicGradient') return (...args: unknown[]) => (log.push([name, ...args]), gradient);
        if (name === 'measureText') return () => ({ width: 10 });
        return (...args: unknown[]) => log.push([String(name), ...args]);
      },
      set: (_target, name, value) => {
        log.push(['set', String(name), value === gradient ? 'gradient' : value]);
        return true;
      },
      has: () => true,
    },
  );
  return { ctx: ctx as unknown as CanvasRenderingContext2D, log };
}

describe('paintGradientSlices', () => {
  const countArb = fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 3_000, max: 40_000 }));
  const radiusArb = fc.integer({ min: 20, max: 900 });

  it('paints from the stops exactly what paintSlices paints, whenever paintsGradientOnly holds', () => {
    fc.assert(
      fc.property(countArb, radiusArb, (count, radiusPx) => {
        fc.pre(paintsGradientOnly(count, radiusPx));
        const slices = slicesOf(count);
        const page = callLog();
        paintSlices(page.ctx, slices, radiusPx, DEFAULT_THEME);
        const fromStops = callLog();
        paintGradientSlices(fromStops.ctx, sliceStops(slices, radiusPx), radiusPx);
        expect(fromStops.log).toEqual(page.log);
      }),
      { numRuns: 60 },
    );
  });

  it('holds exactly when paintSlices draws the gradient and no border line or label', () => {
    fc.assert(
      fc.property(countArb, radiusArb, (count, radiusPx) => {
        const { ctx, log } = callLog();
        paintSlices(ctx, slicesOf(count), radiusPx, DEFAULT_THEME);
        const gradientOnly = log.some(([name]) => name === 'createConicGradient') && !log.some(([name, key]) => name === 'stroke' || key === 'font');
        expect(paintsGradientOnly(count, radiusPx)).toBe(gradientOnly);
      }),
      { numRuns: 150 },
    );
  });

  it('holds for a 100,000-entry wheel at every size the page shows', () => {
    for (const radiusPx of [60, 290, 540]) expect(paintsGradientOnly(100_000, radiusPx)).toBe(true);
    expect(paintsGradientOnly(6, 290)).toBe(false);
  });
});

describe('paintSlices with pictures', () => {
  const picture = { width: 256, height: 256 } as unknown as CanvasImageSource;
  const pictured = (count: number, every: number): Slice[] => slicesOf(count).map((slice, i) => (i % every === 0 ? { ...slice, picture } : slice));
  const drawnPictures = (log: unknown[][]) => log.filter(([name, image]) => name === 'drawImage' && image === picture);

  it('draws each picture once, at the size pictureLayout gives', () => {
    const { ctx, log } = callLog();
    paintSlices(ctx, pictured(6, 2), 282, DEFAULT_THEME);
    const drawn = drawnPictures(log);
    expect(drawn).toHaveLength(3);
    for (const [, , , , width, height] of drawn) {
      expect(width).toBeCloseTo(282 * 0.34);
      expect(height).toBe(width);
    }
  });

  it('still writes every slice its text, pictured or not', () => {
    const { ctx, log } = callLog();
    paintSlices(ctx, pictured(6, 2), 282, DEFAULT_THEME);
    expect(log.filter(([name]) => name === 'fillText').map(([, text]) => text)).toEqual(['1', '3', '5', '2', '4', '6']);
  });

  it('leaves the pictures out of a wheel of more than 100 slices', () => {
    const { ctx, log } = callLog();
    paintSlices(ctx, pictured(101, 1), 282, DEFAULT_THEME);
    expect(drawnPictures(log)).toHaveLength(0);
  });
});
