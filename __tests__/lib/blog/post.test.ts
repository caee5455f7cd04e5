import { hasFeaturedImage, parsePost, PLACEHOLDER_IMAGE } from '@/lib/blog/post';

const FILE = 'content/blog/meal-planning-spinner.mdx';
const TODAY = '2026-11-21';

function source(frontMatter: string, body = '## Plan the week\n\nSpin for dinner.\n'): string {
  return `---\n${frontMatter}\n---\n\n${body}`;
}

const valid = [
  'title: "Meal Planning with a Spinner Wheel"',
  'description: "End the dinner debate."',
  'keywords: ["meal planning", "dinner ideas"]',
  'author: "SpinFair Team"',
  'date: "2023-11-03"',
  `featuredImage: "${PLACEHOLDER_IMAGE}"`,
];

const withField = (field: string, line?: string) =>
  source([...valid.filter((l) => !l.startsWith(`${field}:`)), ...(line ? [line] : [])].join('\n'));

const parse = (text: string) => parsePost({ file: FILE, source: text, today: TODAY, lang: 'en' });

describe('parsePost', () => {
  it('reads the slug from the file name and every field from the front matter', () => {
    const post = parse(source(valid.join('\n')));
    expect(post).toEqual({
      lang: 'en',
      slug: 'meal-planning-spinner',
      title: 'Meal Planning with a Spinner Wheel',
      description: 'End the dinner debate.',
      keywords: ['meal planning', 'dinner ideas'],
      author: 'SpinFair Team',
      date: '2023-11-03',
      featuredImage: PLACEHOLDER_IMAGE,
      body: expect.stringContaining('## Plan the week'),
    });
    expect(post.body).not.toContain('title:');
  });

  it('dates a post without a date with the given day (the build day)', () => {
    expect(parse(withField('date')).date).toBe(TODAY);
  });

  it('accepts an unquoted YAML date as that calendar day', () => {
    expect(parse(withField('date', 'date: 2023-11-03')).date).toBe('2023-11-03');
  });

  it.each([
    ['title', withField('title'), 'must be a non-empty string'],
    ['title', withField('title', 'title: "   "'), 'must be a non-empty string'],
    ['description', withField('description', 'description: 42'), 'must be a non-empty string'],
    ['author', withField('author'), 'must be a non-empty string'],
    ['featuredImage', withField('featuredImage'), 'must be a non-empty string'],
    ['featuredImage', withField('featuredImage', 'featuredImage: "http://example.com/a.png"'), 'site path'],
    ['keywords', withField('keywords'), 'non-empty list'],
    ['keywords', withField('keywords', 'keywords: "meal planning"'), 'non-empty list'],
    ['keywords', withField('keywords', 'keywords: []'), 'non-empty list'],
    ['keywords', withField('keywords', 'keywords: ["ok", 3]'), 'only non-empty strings'],
    ['date', withField('date', 'date: "November 3, 2023"'), 'YYYY-MM-DD'],
    ['date', withField('date', 'date: "2023-02-30"'), 'YYYY-MM-DD'],
    ['data', source([...valid, 'data: "2023-11-03"'].join('\n')), 'not a known field'],
  ])('rejects a bad "%s" with an error naming the file and the field', (field, text, problem) => {
    expect(() => parse(text)).toThrow(`Invalid blog post ${FILE}: front matter field "${field}"`);
    expect(() => parse(text)).toThrow(problem);
  });

  it('names the file when the front matter is not YAML at all', () => {
    expect(() => parse(source('title: "unclosed\nauthor: [x'))).toThrow(`Invalid blog post ${FILE}: the front matter is not valid YAML`);
  });

  it('refuses a post without a body', () => {
    expect(() => parse(source(valid.join('\n'), '  \n'))).toThrow(`Invalid blog post ${FILE}: the post has no body`);
  });

  it('refuses a file name that is not a kebab-case slug', () => {
    const text = source(valid.join('\n'));
    expect(() => parsePost({ file: 'content/blog/Meal Planning.mdx', source: text, today: TODAY, lang: 'en' })).toThrow(
      'Invalid blog post content/blog/Meal Planning.mdx: the file name must be a kebab-case slug',
    );
  });
});

describe('hasFeaturedImage', () => {
  it('treats the placeholder as no image', () => {
    expect(hasFeaturedImage({ featuredImage: PLACEHOLDER_IMAGE })).toBe(false);
    expect(hasFeaturedImage({ featuredImage: '/blog/meal-wheel.png' })).toBe(true);
  });
});
