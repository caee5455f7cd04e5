import { parsePage } from '@/lib/pages/page';

const file = 'content/pages/about.mdx';
const source = (frontMatter: string, body = '## Hello\n\nText.\n') => `---\n${frontMatter}\n---\n${body}`;

describe('parsePage', () => {
  it('reads the title, description, intro and body, and takes the slug from the file name', () => {
    const page = parsePage({ file, source: source('title: About\ndescription: Why we exist.\nintro: "A lead line: short."') });
    expect(page).toEqual({ slug: 'about', title: 'About', description: 'Why we exist.', intro: 'A lead line: short.', body: '## Hello\n\nText.\n' });
  });

  it('leaves the intro out when the page has none', () => {
    const page = parsePage({ file, source: source('title: About\ndescription: Why we exist.') });
    expect(page).not.toHaveProperty('intro');
  });

  it('names the file and the field when a required field is missing or empty', () => {
    expect(() => parsePage({ file, source: source('description: Why we exist.') })).toThrow(
      'Invalid page content/pages/about.mdx: front matter field "title" must be a non-empty string',
    );
    expect(() => parsePage({ file, source: source('title: About\ndescription: "  "') })).toThrow('"description" must be a non-empty string');
  });

  it('refuses an unknown front matter field, such as a misspelt one', () => {
    expect(() => parsePage({ file, source: source('title: About\ndescription: Why.\nintroo: Oops') })).toThrow('"introo" is not a known field');
  });

  it('refuses front matter that is not valid YAML', () => {
    expect(() => parsePage({ file, source: source('title: [unclosed') })).toThrow('the front matter is not valid YAML');
  });
});
