import { countdownParts } from '@/lib/draw/countdown';

describe('countdownParts', () => {
  it('counts whole seconds up, so the last second before the draw time still reads 0:01', () => {
    expect(countdownParts(121_000)).toEqual({ days: 0, clock: '2:01' });
    expect(countdownParts(400)).toEqual({ days: 0, clock: '0:01' });
    expect(countdownParts(0)).toEqual({ days: 0, clock: '0:00' });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: '0:00' });
  });

  it('writes hours with two-digit minutes, and whole days apart', () => {
    expect(countdownParts((3600 + 5 * 60 + 9) * 1000)).toEqual({ days: 0, clock: '1:05:09' });
    expect(countdownParts((3 * 86_400 + 2 * 3600 + 7) * 1000)).toEqual({ days: 3, clock: '2:00:07' });
    expect(countdownParts(30 * 86_400 * 1000)).toEqual({ days: 30, clock: '0:00' });
  });
});
