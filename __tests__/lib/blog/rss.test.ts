import type { PostSummary } from '@/lib/blog/post';
import { buildRssFeed, escapeXml } from '@/lib/blog/rss';

const summary = (overrides: Partial<PostSummary>): PostSummary => ({
  lang: 'en',
  slug: 'a-post',
  title: 'A post',
  description: 'About things.',
  keywords: ['one'],
  author: 'SpinFair Team',
  date: '2023-11-10',
  featuredImage: '/placeholder.svg',
  ...overrides,
});

const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('escapeXml', () => {
  it('escapes the five special characters and drops characters XML forbids', () => {
    expect(escapeXml(`Tom & Jerry's <"best"> bits`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; bits');
    expect(escapeXml('bell\u0007 tab\tok')).toBe('bell tab\tok');
  });
});

describe('buildRssFeed', () => {
  const posts = [
    summary({ slug: 'newer', title: 'Cats & <Dogs>', date: '2026-11-21', keywords: ['pets', 'R&D'] }),
    summary({ slug: 'older', description: 'Use "quotes" & </description> safely', date: '2023-10-27' }),
  ];
  const doc = parseXml(buildRssFeed('en', posts, 'https://example.org'));

  it('is well-formed RSS 2.0 with one item per post', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelectorAll('channel > item')).toHaveLength(2);
  });

  it('describes the channel with its own link, the feed address and the newest post day', () => {
    expect(doc.querySelector('channel > title')?.textContent).toBe('SpinFair Blog');
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://example.org/blog');
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe('https://example.org/blog/rss.xml');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Sat, 21 Nov 2026 00:00:00 GMT');
  });

  it('gives each item its title, absolute link, guid, description, date and categories, text intact after escaping', () => {
    const [first, second] = Array.from(doc.querySelectorAll('item'));
    const field = (item: Element | undefined, name: string) => item?.getElementsByTagName(name)[0]?.textContent;
    expect(field(first, 'title')).toBe('Cats & <Dogs>');
    expect(field(first, 'link')).toBe('https://example.org/blog/newer');
    expect(field(first, 'guid')).toBe('https://example.org/blog/newer');
    expect(field(first, 'pubDate')).toBe('Sat, 21 Nov 2026 00:00:00 GMT');
    expect(field(first, 'dc:creator')).toBe('SpinFair Team');
    expect(Array.from(first?.getElementsByTagName('category') ?? []).map((c) => c.textContent)).toEqual(['pets', 'R&D']);
    expect(field(second, 'description')).toBe('Use "quotes" & </description> safely');
  });

  it('stays valid with no posts', () => {
    const empty = parseXml(buildRssFeed('en', [], 'https://example.org'));
    expect(empty.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(empty.querySelectorAll('item')).toHaveLength(0);
  });
});
