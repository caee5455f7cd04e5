import fc from 'fast-check';
import { isEntryImage, MAX_IMAGE_CHARS, minEntriesJsonLength, parseStoredEntries, updateEntry, type WheelEntry } from '@/lib/wheel/entries/entries';
import { mergeLists } from '@/lib/wheel/entries/merge-lists';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A base64 data URL of one of the kept formats, of any length up to the limit. */
const keptImage = fc
  .tuple(fc.constantFrom('webp', 'jpeg', 'png'), fc.base64String({ minLength: 4, maxLength: 400 }))
  .map(([format, data]) => `data:image/${format};base64,${data}`);

/** Values a stored `image` may hold that are not a picture the page made. */
const refusedImage = fc.oneof(
  fc.constantFrom(
    'https://example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:text/html;base64,PGI+aGk8L2I+',
    'data:image/png;base64,not base64!',
    'data:image/png,%89PNG',
    `data:image/png;base64,${'A'.repeat(MAX_IMAGE_CHARS)}`,
    '',
  ),
  fc.integer(),
  fc.constant(null),
  fc.object(),
  fc.string(),
);

const storedEntry = (image: fc.Arbitrary<unknown>) =>
  fc.record({ id: fc.string({ minLength: 1, maxLength: 8 }), text: fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''), image }, { requiredKeys: ['id', 'text'] });

describe('an entry picture read back from storage', () => {
  it('keeps a WebP, JPEG or PNG data URL of a sane size with its entry', () => {
    fc.assert(
      fc.property(fc.array(storedEntry(keptImage)), (stored) => {
        const parsed = parseStoredEntries(stored)!;
        expect(parsed).toHaveLength(stored.length);
        parsed.forEach((entry, i) => expect(entry.image).toBe(stored[i]!.image));
      }),
    );
  });

  it('drops any other value and keeps the entry, its text and its place', () => {
    fc.assert(
      fc.property(fc.array(storedEntry(refusedImage), { minLength: 1 }), (stored) => {
        const parsed = parseStoredEntries(stored)!;
        expect(parsed.map((e) => e.text)).toEqual(stored.map((e) => e.text));
        for (const entry of parsed) expect('image' in entry).toBe(false);
      }),
    );
  });

  it('round-trips a list of entries with and without pictures through JSON', () => {
    fc.assert(
      fc.property(fc.array(storedEntry(fc.option(keptImage, { nil: undefined }))), (stored) => {
        const parsed = parseStoredEntries(stored)!;
        expect(parseStoredEntries(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
        expect(minEntriesJsonLength(parsed)).toBeLessThanOrEqual(JSON.stringify(parsed).length);
      }),
    );
  });

  it('is told apart from other values by isEntryImage', () => {
    expect(isEntryImage(PIXEL)).toBe(true);
    fc.assert(fc.property(refusedImage, (value) => expect(isEntryImage(value)).toBe(false)));
  });
});

describe('changing an entry picture', () => {
  const list: WheelEntry[] = [{ id: 'a', text: 'Cat', color: '#FF6B6B', visible: true }];

  it('sets a picture, and removes it again with image undefined', () => {
    const pictured = updateEntry(list, 'a', { image: PIXEL });
    expect(pictured[0]!.image).toBe(PIXEL);
    const removed = updateEntry(pictured, 'a', { image: undefined });
    expect('image' in removed[0]!).toBe(false);
    expect(JSON.stringify(removed)).toBe(JSON.stringify(list));
  });

  it('refuses a picture that is not a data URL the page would keep', () => {
    expect(updateEntry(list, 'a', { image: 'https://example.com/cat.png' })[0]).toEqual(list[0]);
  });

  it('merges two tabs: a picture added in one and a text edit in the other both survive', () => {
    const mine = updateEntry(list, 'a', { image: PIXEL });
    const theirs = updateEntry(list, 'a', { text: 'Kitten' });
    expect(mergeLists(list, mine, theirs)).toEqual([{ id: 'a', text: 'Kitten', color: '#FF6B6B', visible: true, image: PIXEL }]);
  });
});
