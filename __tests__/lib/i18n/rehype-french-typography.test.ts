import { setFrenchTypography } from '@/lib/i18n/rehype-french-typography';

const NARROW = '\u202F';

describe('setFrenchTypography', () => {
  it('sets the prose of a French page and leaves code and passages in another language as written', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Prêt ? Voici « la roue » :' }] },
        { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'a ? b : c' }] },
        { type: 'element', tagName: 'q', properties: { lang: 'en' }, children: [{ type: 'text', value: 'Ready ?' }] },
      ],
    };
    setFrenchTypography(tree);
    expect(tree.children.map((node) => node.children[0]!.value)).toEqual([
      `Prêt${NARROW}? Voici «${NARROW}la roue${NARROW}»${NARROW}:`,
      'a ? b : c',
      'Ready ?',
    ]);
  });
});
