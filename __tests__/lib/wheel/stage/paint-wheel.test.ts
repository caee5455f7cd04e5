import { paintSlices, type Slice } from '@/lib/wheel/stage/paint-wheel';
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
