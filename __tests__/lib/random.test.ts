import fc from 'fast-check';
import { RANDOM_BLOCK, randomBit, randomFloat, randomInt, randomInts, seededSource, type RandomSource } from '@/lib/random';

/** A source that replays the given 32-bit values in order. */
function scripted(values: number[]): RandomSource {
  let i = 0;
  return (buffer) => {
    for (let j = 0; j < buffer.length; j += 1) buffer[j] = values[i++ % values.length] ?? 0;
    return buffer;
  };
}

describe('randomInts', () => {
  it('gives the same values in the same order as randomInt with the same source', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { minLength: 1, maxLength: 60 }), (seed, ranges) => {
        const one = seededSource(seed);
        const each = ranges.map((n) => randomInt(n, one));
        const next = randomInts(seededSource(seed));
        expect(ranges.map((n) => next(n))).toEqual(each);
      }),
    );
  });

  it('redraws values in the biased tail, as randomInt does', () => {
    expect(randomInts(scripted([0xffffffff, 7]))(3)).toBe(7 % 3);
  });

  it('asks the source a block of values at a time, not once per value', () => {
    const source = jest.fn(seededSource(5));
    const next = randomInts(source);
    for (let i = 0; i < 3 * RANDOM_BLOCK; i += 1) next(10);
    expect(source).toHaveBeenCalledTimes(3);
    // The browser's generator fills at most 65,536 bytes a call.
    expect(source.mock.calls.every(([buffer]) => buffer.byteLength <= 65_536)).toBe(true);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => randomInts()(0)).toThrow(RangeError);
  });
});

describe('randomInt', () => {
  it('redraws values in the biased tail instead of folding them with modulo', () => {
    // For n = 3, 2^32 % 3 = 1, so 2^32 - 1 is the single rejected value.
    expect(randomInt(3, scripted([0xffffffff, 7]))).toBe(7 % 3);
  });

  it('stays within [0, n) and reaches every value', () => {
    const source = seededSource(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = randomInt(7, source);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => randomInt(0)).toThrow(RangeError);
    expect(() => randomInt(2.5)).toThrow(RangeError);
  });

  it('uses the crypto generator by default', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    randomInt(10);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('randomFloat', () => {
  it('maps the extreme words to 0 and to just under 1', () => {
    expect(randomFloat(scripted([0, 0]))).toBe(0);
    const top = randomFloat(scripted([0xffffffff, 0xffffffff]));
    expect(top).toBeLessThan(1);
    expect(top).toBeGreaterThan(0.999999);
  });
});

describe('randomBit', () => {
  it('reads the lowest bit of a fresh word', () => {
    expect(randomBit(scripted([2]))).toBe(false);
    expect(randomBit(scripted([3]))).toBe(true);
  });
});

describe('seededSource', () => {
  it('replays the same sequence for the same seed and another for another seed', () => {
    const a = seededSource(42)(new Uint32Array(4));
    const b = seededSource(42)(new Uint32Array(4));
    const c = seededSource(43)(new Uint32Array(4));
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(c));
  });
});
