import { isShareFragment } from '@/lib/wheel/share/share-fragment';

describe('isShareFragment', () => {
  it('spots a shared wheel in a location hash', () => {
    expect(isShareFragment('#w=abc')).toBe(true);
    expect(isShareFragment('#w=')).toBe(true);
  });

  it('leaves other fragments, such as a heading’s id, alone', () => {
    expect(isShareFragment('')).toBe(false);
    expect(isShareFragment('#')).toBe(false);
    expect(isShareFragment('#how-to-use')).toBe(false);
    expect(isShareFragment('#wheel=abc')).toBe(false);
    expect(isShareFragment('w=abc')).toBe(false);
  });
});
