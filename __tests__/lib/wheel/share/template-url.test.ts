import fc from 'fast-check';
import { anyText } from '@/__tests__/support/arbitraries';
import { parseTemplateParam, templateHrefFor } from '@/lib/wheel/share/template-url';

describe('parseTemplateParam', () => {
  it('reads a URL-encoded JSON list of strings', () => {
    const search = `?template_entries=${encodeURIComponent(JSON.stringify(['Pizza', 'Tacos & "Co"', '=1+1']))}`;
    expect(parseTemplateParam(search)).toEqual({ kind: 'entries', texts: ['Pizza', 'Tacos & "Co"', '=1+1'] });
  });

  it('also reads a list that was encoded twice', () => {
    const twice = encodeURIComponent(encodeURIComponent(JSON.stringify(['a'])));
    expect(parseTemplateParam(`?template_entries=${twice}`)).toEqual({ kind: 'entries', texts: ['a'] });
  });

  it('reports a missing parameter as absent', () => {
    expect(parseTemplateParam('?other=1')).toEqual({ kind: 'absent' });
  });

  it.each([
    ['not JSON', '?template_entries=%7Bbroken'],
    ['an object', `?template_entries=${encodeURIComponent('{"a":1}')}`],
    ['numbers in the list', `?template_entries=${encodeURIComponent('["a",1]')}`],
    ['broken percent-encoding', '?template_entries=%E0%A4%A'],
  ])('refuses %s', (_, search) => {
    expect(parseTemplateParam(search).kind).toBe('invalid');
  });

  it('round-trips any list of strings through the link the gallery builds', () => {
    fc.assert(
      fc.property(fc.array(anyText()), (texts) => {
        const href = templateHrefFor(texts, 'en');
        expect(parseTemplateParam(href.slice(1))).toEqual({ kind: 'entries', texts });
      }),
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(anyText(), (s) => {
        expect(() => parseTemplateParam(`?template_entries=${s}`)).not.toThrow();
        expect(() => parseTemplateParam(s)).not.toThrow();
      }),
    );
  });
});
