/** @jest-environment node */
import fc from 'fast-check';
import { EMBED_FRAME, embedAddress, embedCode, embedFragment, readEmbedFragment } from '@/lib/wheel/embed/embed-fragment';

const payload = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 1 });

describe('readEmbedFragment', () => {
  it('reads the wheel and the transparent background from `#w=...&bg=transparent`', () => {
    expect(readEmbedFragment('#w=abc&bg=transparent')).toEqual({ payload: 'abc', transparent: true });
    expect(readEmbedFragment('#w=abc')).toEqual({ payload: 'abc', transparent: false });
    expect(readEmbedFragment('w=abc&bg=transparent')).toEqual({ payload: 'abc', transparent: true });
  });

  it('ignores options it does not know and values other than transparent', () => {
    expect(readEmbedFragment('#w=abc&size=big&bg=transparent&x')).toEqual({ payload: 'abc', transparent: true });
    expect(readEmbedFragment('#w=abc&bg=red')).toEqual({ payload: 'abc', transparent: false });
    expect(readEmbedFragment('#w=abc&bg=TRANSPARENT')).toEqual({ payload: 'abc', transparent: false });
  });

  it('finds no wheel in an empty or other fragment', () => {
    for (const hash of ['', '#', '#w=', '#faq', '#bg=transparent', '#x=1&w=abc']) expect(readEmbedFragment(hash).payload).toBeNull();
  });

  it('reads back what embedFragment writes, for any payload and either background', () => {
    fc.assert(
      fc.property(payload, fc.boolean(), (text, transparent) => {
        expect(readEmbedFragment(embedFragment(text, { transparent }))).toEqual({ payload: text, transparent });
      }),
    );
  });

  it('never throws, whatever the fragment holds', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (hash) => void readEmbedFragment(hash)));
  });
});

describe('embedAddress', () => {
  it('puts a share link’s wheel on the embed page of the same site, in the given language', () => {
    expect(embedAddress('https://spinfair.example/fr/#w=abc', '/fr/embed', { transparent: false })).toBe('https://spinfair.example/fr/embed#w=abc');
    expect(embedAddress('https://spinfair.example/#w=abc', '/embed', { transparent: true })).toBe('https://spinfair.example/embed#w=abc&bg=transparent');
  });
});

describe('embedCode', () => {
  it('is an iframe with the address, a title, a size and fullscreen allowed, its attributes escaped', () => {
    const code = embedCode('https://spinfair.example/embed#w=abc&bg=transparent', 'Wheel: "A" <b> & c');
    expect(code).toBe(
      `<iframe src="https://spinfair.example/embed#w=abc&amp;bg=transparent" title="Wheel: &quot;A&quot; &lt;b&gt; &amp; c" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>`,
    );
  });
});
