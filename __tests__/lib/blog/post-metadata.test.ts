import { postJsonLd, postMetadata, serializeJsonLd } from '@/lib/blog/post-metadata';
import type { PostSummary } from '@/lib/blog/post';

const post: PostSummary = {
  lang: 'en',
  slug: 'meal-planning-spinner',
  title: 'Meal Planning with a Spinner Wheel',
  description: 'End the dinner debate.',
  keywords: ['meal planning', 'dinner ideas'],
  author: 'SpinFair Team',
  date: '2026-11-21',
  featuredImage: '/placeholder.svg',
};

describe('postMetadata', () => {
  const meta = postMetadata(post);

  it('titles the page "{post title} | SpinFair Blog", bypassing the site title template', () => {
    expect(meta.title).toEqual({ absolute: 'Meal Planning with a Spinner Wheel | SpinFair Blog' });
  });

  it('takes description and keywords from the post and points the canonical URL at it', () => {
    expect(meta.description).toBe('End the dinner debate.');
    expect(meta.keywords).toEqual(['meal planning', 'dinner ideas']);
    expect(meta.alternates?.canonical).toBe('/blog/meal-planning-spinner');
  });

  it('shares the post as an Open Graph article with its publication day and author', () => {
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-21',
      authors: ['SpinFair Team'],
      url: '/blog/meal-planning-spinner',
    });
  });

  it('shares the post with its own card, drawn at 1200 by 630, with alt text naming the post', () => {
    const card = { url: '/og/blog/meal-planning-spinner.png', width: 1200, height: 630, alt: expect.stringContaining(post.title) };
    expect(meta.openGraph).toMatchObject({ images: [card] });
    expect(meta.twitter).toMatchObject({ images: [card] });
  });

  it('advertises the RSS feed', () => {
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'SpinFair Blog (RSS)' }] });
  });

  it('shares a real featured image instead of its card', () => {
    const withImage = postMetadata({ ...post, featuredImage: '/blog/meals.png' });
    expect(withImage.openGraph).toMatchObject({ images: [{ url: '/blog/meals.png', width: 1200, height: 630, alt: post.title }] });
  });
});

describe('postJsonLd', () => {
  it('describes the post as a schema.org BlogPosting with absolute addresses', () => {
    expect(postJsonLd(post)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Meal Planning with a Spinner Wheel',
      description: 'End the dinner debate.',
      datePublished: '2026-11-21',
      author: { '@type': 'Organization', name: 'SpinFair Team' },
      url: 'https://spinfair.app/blog/meal-planning-spinner',
      mainEntityOfPage: { '@id': 'https://spinfair.app/blog/meal-planning-spinner' },
      image: 'https://spinfair.app/og/blog/meal-planning-spinner.png',
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so the JSON cannot close its script element, and still parses back', () => {
    const data = { headline: 'Why </script><script>alert(1)</script> is harmless' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
