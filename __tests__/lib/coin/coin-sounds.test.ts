import { flipSoundtrack, flipTones, landingTones } from '@/lib/coin/coin-sounds';

describe('coin sounds', () => {
  it('are short and quiet enough to never clip', () => {
    for (const tone of [...flipTones(), ...landingTones(0)]) {
      expect(tone.durationS).toBeLessThanOrEqual(0.5);
      expect(tone.gain ?? 0.2).toBeLessThanOrEqual(0.3);
    }
  });

  it('schedule a touch-down at each impact, each softer than the one before', () => {
    const tones = flipSoundtrack([1720, 2000]);
    const landings = tones.filter((tone) => (tone.delayS ?? 0) > 0);
    const delaysS = landings.map((tone) => tone.delayS ?? 0);
    expect(delaysS).toEqual(expect.arrayContaining([1.72, 2]));
    expect(Math.min(...delaysS)).toBe(1.72);
    const thuds = landings.filter((tone) => tone.type === 'triangle');
    expect(thuds[1]!.gain!).toBeLessThan(thuds[0]!.gain!);
  });
});
