import { DRAWINGS } from '@/lib/blog/drawings';
import { parsePictureEntry, pictureWheelLayout, pictureWheelsIn } from '@/lib/blog/picture-wheels';

describe('pictureWheelsIn', () => {
  it('finds every picture wheel with its title and its drawings and labels, in reading order', () => {
    const body = [
      'Some text.',
      '<PictureWheel title="Fruit">',
      '',
      '- apple: Apple',
      '* pear:  Pear ',
      '',
      '</PictureWheel>',
      '<ReadyWheel title="Not pictures">',
      '',
      '- Tacos',
      '',
      '</ReadyWheel>',
      '<PictureWheel title="Pets">',
      '',
      '- cat: Cat: the big one',
      '',
      '</PictureWheel>',
    ].join('\n');
    expect(pictureWheelsIn(body)).toEqual([
      { title: 'Fruit', entries: [{ drawing: 'apple', label: 'Apple' }, { drawing: 'pear', label: 'Pear' }] },
      { title: 'Pets', entries: [{ drawing: 'cat', label: 'Cat: the big one' }] },
    ]);
  });

  it('stops on an item without a known drawing or without a label, naming it', () => {
    expect(() => parsePictureEntry('unicorn: Unicorn')).toThrow(/"unicorn: Unicorn"/);
    expect(() => parsePictureEntry('Apple')).toThrow(/"Apple"/);
    expect(() => parsePictureEntry('apple:  ')).toThrow(/drawing: Label/);
    expect(() => parsePictureEntry('constructor: Object')).toThrow(/constructor/);
  });
});

describe('pictureWheelLayout', () => {
  it.each([3, 6, 12])('puts %i tiles inside the wheel, one per slice, none overlapping another', (count) => {
    const { wheel, spots } = pictureWheelLayout(count, 240);
    expect(spots).toHaveLength(count);
    for (const [i, spot] of spots.entries()) {
      expect(Math.hypot(spot.x - wheel.center, spot.y - wheel.center) + spot.tileRadius).toBeLessThan(wheel.radius);
      const next = spots[(i + 1) % count];
      if (next) expect(Math.hypot(spot.x - next.x, spot.y - next.y)).toBeGreaterThan(2 * spot.tileRadius);
    }
  });

  it("puts slice 0's picture just below the pointer on the right, the next ones clockwise", () => {
    const { wheel, spots } = pictureWheelLayout(4, 240);
    const [first, second] = spots;
    expect(first?.x).toBeGreaterThan(wheel.center);
    expect(first?.y).toBeGreaterThan(wheel.center);
    expect(second?.x).toBeLessThan(wheel.center);
    expect(second?.y).toBeGreaterThan(wheel.center);
  });
});

describe('DRAWINGS', () => {
  it('gives every drawing at least one shape', () => {
    for (const shapes of Object.values(DRAWINGS)) {
      expect(shapes.length).toBeGreaterThan(0);
    }
  });
});
