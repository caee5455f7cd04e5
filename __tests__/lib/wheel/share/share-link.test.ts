/** @jest-environment node */
import fc from 'fast-check';
import { toBase64Url } from '@/lib/bytes';
import { normalizeHex } from '@/lib/color';
import {
  decodeSharedWheel,
  encodeSharedWheel,
  parseShareFragment,
  sharedWheelEntries,
  shareLinkFor,
  toSharedWheel,
  type SharedWheel,
} from '@/lib/wheel/share/share-link';
import { DEFAULT_ENTRIES } from '@/lib/wheel/entries/entries';
import { DEFAULT_THEME } from '@/lib/wheel/theme/theme';

const RUNS = { numRuns: 1000 };
// A thousand runs of a property take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(30_000);
const THEME = { wheelBackground: '#2C3E50', textColor: '#ffffff', borderColor: '#34495E', pointerColor: '#E74C3C' };

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

async function roundTrip(wheel: SharedWheel): Promise<SharedWheel> {
  const parsed = await decodeSharedWheel(await encodeSharedWheel(wheel));
  if (parsed.kind !== 'wheel') throw new Error(`expected a wheel, got ${JSON.stringify(parsed)}`);
  return parsed.wheel;
}

const upper = (hex: string) => normalizeHex(hex)?.toUpperCase();
const hexColor = fc.oneof(
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
  fc.integer({ min: 0, max: 0xfff }).map((n) => `#${n.toString(16).padStart(3, '0').toUpperCase()}`),
);
const entryText = fc.string({ unit: 'binary', minLength: 1 }).filter((t) => t.trim() !== '');
const wheelArb = fc.record({
  title: fc.string({ unit: 'binary' }),
  entries: fc.array(fc.record({ text: entryText, color: hexColor, visible: fc.boolean() }), { maxLength: 30 }),
  theme: fc.record({ wheelBackground: hexColor, textColor: hexColor, borderColor: hexColor, pointerColor: hexColor }),
});

describe('share links', () => {
  it('carry the title, the entries with colour and visibility, and the theme', async () => {
    const wheel: SharedWheel = {
      title: 'Friday raffle',
      entries: [
        { text: 'Ada', color: '#ff6b6b', visible: true },
        { text: 'Grace', color: '#4ECDC4', visible: false },
      ],
      theme: THEME,
    };
    expect(await roundTrip(wheel)).toEqual({
      title: 'Friday raffle',
      entries: [
        { text: 'Ada', color: '#FF6B6B', visible: true },
        { text: 'Grace', color: '#4ECDC4', visible: false },
      ],
      theme: { ...THEME, textColor: '#FFFFFF' },
    });
  });

  it('leave out entries with blank text', async () => {
    const wheel = { title: '', theme: THEME, entries: [{ text: '  ', color: '#000000', visible: true }, { text: 'Ada', color: '#000000', visible: false }] };
    expect((await roundTrip(wheel)).entries).toEqual([{ text: 'Ada', color: '#000000', visible: false }]);
  });

  it('bring back any text exactly, lone surrogates included', async () => {
    const wheel = { title: 'a\uD800b', theme: THEME, entries: [{ text: '\uDC00 x \u{1F600}', color: '#000000', visible: true }] };
    const back = await roundTrip(wheel);
    expect(back.title).toBe('a\uD800b');
    expect(back.entries[0]?.text).toBe('\uDC00 x \u{1F600}');
  });

  it('round-trip any wheel', async () => {
    await fc.assert(
      fc.asyncProperty(wheelArb, async (wheel) => {
        expect(await roundTrip(wheel)).toEqual({
          title: wheel.title,
          entries: wheel.entries.map((e) => ({ ...e, color: upper(e.color) })),
          theme: {
            wheelBackground: upper(wheel.theme.wheelBackground),
            textColor: upper(wheel.theme.textColor),
            borderColor: upper(wheel.theme.borderColor),
            pointerColor: upper(wheel.theme.pointerColor),
          },
        });
      }),
      RUNS,
    );
  });

  it('carry a 10,000-entry wheel', async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({ text: `Entry ${i + 1}`, color: '#FF6B6B', visible: i % 7 !== 0 }));
    const back = await roundTrip({ title: 'Big', entries, theme: THEME });
    expect(back.entries).toEqual(entries);
  });

  it('sit in the fragment of the page address, replacing any fragment it had', async () => {
    const link = await shareLinkFor('https://example.org/#faq', { title: 'T', entries: [], theme: THEME });
    expect(link).toMatch(/^https:\/\/example\.org\/#w=[A-Za-z0-9_-]+$/);
    const parsed = await parseShareFragment(new URL(link).hash);
    expect(parsed).toEqual({ kind: 'wheel', wheel: { title: 'T', entries: [], theme: { ...THEME, textColor: '#FFFFFF' } } });
  });
});

describe('parseShareFragment', () => {
  it('leaves other fragments alone', async () => {
    expect(await parseShareFragment('')).toEqual({ kind: 'absent' });
    expect(await parseShareFragment('#faq')).toEqual({ kind: 'absent' });
  });

  it('names what is wrong with a broken link', async () => {
    expect(await parseShareFragment('#w=not base64!')).toEqual({ kind: 'invalid', problem: 'not-base64url' });
    expect(await parseShareFragment('#w=AAAA')).toEqual({ kind: 'invalid', problem: 'not-deflate' });
    expect(await parseShareFragment(`#w=${await deflate('{"not":')}`)).toEqual({ kind: 'invalid', problem: 'not-json' });
    expect(await parseShareFragment(`#w=${await deflate('{"a":1}')}`)).toEqual({ kind: 'invalid', problem: 'wrong-shape' });
    expect(await parseShareFragment(`#w=${await deflate('[2,"t"]')}`)).toEqual({ kind: 'invalid', problem: 'newer-version' });
  });

  it('refuses colours that are not six hex digits and hidden marks past the list', async () => {
    const theme = 'ffffff000000cccccc ff4757';
    expect(await parseShareFragment(`#w=${await deflate(`[1,"t","${theme}",["a"],"ff0000",[]]`)}`)).toMatchObject({ problem: 'wrong-shape' });
    expect(await parseShareFragment(`#w=${await deflate('[1,"t","ffffff000000ccccccff4757",["a"],"ff00zz",[]]')}`)).toMatchObject({ problem: 'wrong-shape' });
    expect(await parseShareFragment(`#w=${await deflate('[1,"t","ffffff000000ccccccff4757",["a"],"ff0000",[1]]')}`)).toMatchObject({ problem: 'wrong-shape' });
  });

  it('stops inflating a small link that would grow past any real wheel', async () => {
    const bomb = await deflate('0'.repeat(9_000_000));
    expect(bomb.length).toBeLessThan(20_000);
    expect(await parseShareFragment(`#w=${bomb}`)).toEqual({ kind: 'invalid', problem: 'too-large' });
  });

  it('never throws, whatever the fragment holds', async () => {
    const base64urlText = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') });
    const deflatedJson = fc.json();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary' }), base64urlText, deflatedJson), fc.boolean(), async (text, compress) => {
        const payload = compress ? await deflate(text) : text;
        const parsed = await parseShareFragment(`#w=${payload}`);
        expect(['invalid', 'wheel']).toContain(parsed.kind);
      }),
      RUNS,
    );
  });
});

describe('toSharedWheel and sharedWheelEntries', () => {
  it('carry the list from the page and back with fresh ids, theme colours without the sound choice', async () => {
    const list = DEFAULT_ENTRIES.map((e, i) => ({ ...e, visible: i !== 2 }));
    const shared = toSharedWheel('Lunch', list, DEFAULT_THEME);
    expect(shared.theme).not.toHaveProperty('soundEnabled');
    const back = sharedWheelEntries(await roundTrip(shared), 500);
    expect(back.map(({ text, color, visible }) => ({ text, color, visible }))).toEqual(list.map(({ text, color, visible }) => ({ text, color, visible })));
    expect(new Set(back.map((e) => e.id)).size).toBe(list.length);
  });
});
