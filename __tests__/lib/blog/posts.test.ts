import type { Post } from '@/lib/blog/post';
import { relatedPosts, sortNewestFirst, toSummary } from '@/lib/blog/posts';

const post = (slug: string, date: string, keywords: string[] = []) => ({ slug, date, keywords });

describe('sortNewestFirst', () => {
  it('puts the newest day first and same-day posts in slug order', () => {
    const posts = [
      post('b-older', '2023-10-27'),
      post('z-today', '2026-11-21'),
      post('a-today', '2026-11-21'),
      post('c-mid', '2023-11-10'),
    ];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(['a-today', 'z-today', 'c-mid', 'b-older']);
  });

  it('gives the same order whatever order the files were read in, without touching the input', () => {
    const posts = [post('b', '2023-11-01'), post('a', '2023-11-01'), post('c', '2023-11-02')];
    const copy = [...posts];
    expect(sortNewestFirst(posts)).toEqual(sortNewestFirst([...posts].reverse()));
    expect(posts).toEqual(copy);
  });
});

describe('relatedPosts', () => {
  const topical = (slug: string, title: string, keywords: string[]) => ({ slug, title, keywords });
  const all = [
    topical('newest', 'Party night', ['spinner wheel', 'party games']),
    topical('current', 'A wheel in the classroom', ['spinner wheel', 'Classroom', 'Fairness']),
    topical('fair', 'Fair picks', ['spinner wheel', 'fairness']),
    topical('class-fair', 'Classroom rules', ['spinner wheel', 'classroom', 'fairness']),
    topical('unrelated', 'Cooking', ['spinner wheel', 'recipes']),
  ];
  const current = all[1]!;

  it('ranks other posts by shared topic words, rarer words counting more, and never lists the post itself', () => {
    expect(relatedPosts(current, all, 2).map((p) => p.slug)).toEqual(['class-fair', 'fair']);
  });

  it('gives no weight to words every post uses, so the rest follow the given (newest-first) order', () => {
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(['class-fair', 'fair', 'newest']);
    const reordered = [all[4]!, ...all.slice(0, 4)];
    expect(relatedPosts(current, reordered)[2]?.slug).toBe('unrelated');
  });

  it('returns what exists when the blog has fewer posts than asked for', () => {
    expect(relatedPosts(current, [current, all[0]!])).toHaveLength(1);
    expect(relatedPosts(current, [current])).toEqual([]);
  });
});

describe('toSummary', () => {
  it('drops the body and keeps the card and metadata fields', () => {
    const full: Post = {
      lang: 'en',
      slug: 's',
      title: 't',
      description: 'd',
      keywords: ['k'],
      author: 'a',
      date: '2023-11-01',
      featuredImage: '/placeholder.svg',
      body: 'long text',
    };
    const summary = toSummary(full);
    expect(summary).not.toHaveProperty('body');
    expect(summary).toMatchObject({ slug: 's', title: 't', date: '2023-11-01' });
  });
});
