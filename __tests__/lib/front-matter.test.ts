import { readFrontMatter } from '@/lib/front-matter';

const read = (source: string) => readFrontMatter({ kind: 'page', file: 'content/pages/x.mdx', source, fields: ['title', 'intro'] });

describe('readFrontMatter', () => {
  it('splits the fields from the body', () => {
    const { data, content } = read('---\ntitle: Hello\n---\nBody text.\n');
    expect(data).toEqual({ title: 'Hello' });
    expect(content).toBe('Body text.\n');
  });

  it('reads a required text field trimmed, and names the kind, file and field when it is missing', () => {
    const { text } = read('---\ntitle: "  Hello  "\n---\nBody');
    expect(text('title')).toBe('Hello');
    expect(() => text('intro')).toThrow('Invalid page content/pages/x.mdx: front matter field "intro" must be a non-empty string');
  });

  it('refuses a field it does not know, listing the ones it does', () => {
    expect(() => read('---\ntitel: Hello\n---\nBody')).toThrow('front matter field "titel" is not a known field (title, intro)');
  });

  it('refuses front matter that is not valid YAML', () => {
    expect(() => read('---\ntitle: [unclosed\n---\nBody')).toThrow('Invalid page content/pages/x.mdx: the front matter is not valid YAML');
  });
});
