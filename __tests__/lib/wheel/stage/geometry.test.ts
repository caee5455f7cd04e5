import fc from 'fast-check';
import { normalizeDeg, pointerWheelAngle, sliceAtPointer, sliceAtWheelAngle, sliceStartDeg } from '@/lib/wheel/stage/geometry';

describe('normalizeDeg', () => {
  it('folds any angle into [0, 360)', () => {
    expect(normalizeDeg(360)).toBe(0);
    expect(normalizeDeg(-90)).toBe(270);
    expect(normalizeDeg(725)).toBe(5);
    expect(normalizeDeg(-1e-15)).toBe(0);
  });
});

describe('sliceAtWheelAngle', () => {
  for (const n of [1, 2, 3, 6, 7, 11, 1000, 10_000]) {
    it(`gives each boundary to the slice it starts, and neighbours just either side, for ${n} slices`, () => {
      for (let i = 0; i < n; i += 1) {
        const boundary = sliceStartDeg(i, n);
        expect(sliceAtWheelAngle(boundary, n)).toBe(i);
        const before = boundary - 1e-9;
        expect(sliceAtWheelAngle(before, n)).toBe((i - 1 + n) % n);
        const after = boundary + 1e-9;
        expect(sliceAtWheelAngle(after, n)).toBe(i);
      }
    });
  }

  it('always lands on a real slice', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 20_000 }), (angle, n) => {
        const index = sliceAtWheelAngle(angle, n);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(n);
      }),
    );
  });

  it('has no slice when the wheel is empty', () => {
    expect(sliceAtWheelAngle(10, 0)).toBe(-1);
  });
});

describe('sliceAtPointer', () => {
  it('reads the slice drawn at the right-hand pointer as the wheel turns clockwise', () => {
    // Four slices of 90°. Unturned, slice 0 starts at the pointer.
    expect(sliceAtPointer(0, 4)).toBe(0);
    // Turned 10° clockwise, the pointer sees the end of slice 3.
    expect(sliceAtPointer(10, 4)).toBe(3);
    // Turned 100° clockwise: 260° on the wheel, slice 2.
    expect(sliceAtPointer(100, 4)).toBe(2);
    expect(pointerWheelAngle(100)).toBe(260);
  });
});
