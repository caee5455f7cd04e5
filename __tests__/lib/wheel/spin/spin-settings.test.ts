import fc from 'fast-check';
import { clampSetting, DEFAULT_SPIN_SETTINGS, parseStoredSpinSettings, withMode } from '@/lib/wheel/spin/spin-settings';

describe('parseStoredSpinSettings', () => {
  it('accepts an object with a known mode, clamping numbers to the sliders', () => {
    expect(parseStoredSpinSettings({ mode: 'flick', minVelocity: 2, maxVelocity: 500, decelerationRate: 0.95 })).toEqual({
      ...DEFAULT_SPIN_SETTINGS,
      mode: 'flick',
      minVelocity: 5,
      maxVelocity: 100,
      decelerationRate: 0.95,
    });
  });

  it('refuses anything without a known mode', () => {
    for (const value of [null, [], 'classic', { minVelocity: 3 }, { mode: 'turbo' }]) expect(parseStoredSpinSettings(value)).toBeNull();
  });

  it('never throws and always yields slider values in range', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('classic', 'random', 'press-hold', 'flick'), (value, mode) => {
        const parsed = parseStoredSpinSettings(typeof value === 'object' && value && !Array.isArray(value) ? { ...value, mode } : value);
        if (parsed) {
          expect(parsed.minVelocity).toBeGreaterThanOrEqual(5);
          expect(parsed.decelerationRate).toBeLessThanOrEqual(0.999);
        }
      }),
    );
  });
});

describe('clampSetting', () => {
  it('snaps to the slider step', () => {
    expect(clampSetting('decelerationRate', 0.98000001)).toBe(0.98);
    expect(clampSetting('accelerationRate', 0.0104)).toBe(0.01);
    expect(clampSetting('minVelocity', Number.NaN)).toBe(30);
  });
});

describe('withMode', () => {
  it('brings each mode its own speed range: classic 30-50, random 30-80, press and hold 5-60', () => {
    expect(withMode(DEFAULT_SPIN_SETTINGS, 'random')).toMatchObject({ mode: 'random', minVelocity: 30, maxVelocity: 80 });
    expect(withMode(DEFAULT_SPIN_SETTINGS, 'press-hold')).toMatchObject({ minVelocity: 5, maxVelocity: 60 });
    expect(withMode(DEFAULT_SPIN_SETTINGS, 'classic')).toMatchObject({ minVelocity: 30, maxVelocity: 50 });
  });
});
