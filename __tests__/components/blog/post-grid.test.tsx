import { render, screen, within } from '@testing-library/react';
import { PostGrid } from '@/components/blog/post-grid';
import type { PostSummary } from '@/lib/blog/post';

const summary = (slug: string, title: string, date: string): PostSummary => ({
  lang: 'en',
  slug,
  title,
  description: `All about ${title.toLowerCase()}.`,
  keywords: ['k'],
  author: 'SpinFair Team',
  date,
  featuredImage: '/placeholder.svg',
});

describe('PostGrid', () => {
  it('says so when there are no posts', () => {
    render(<PostGrid posts={[]} />);
    expect(screen.getByText('No blog posts found. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows one card per post in the given order, each with its title link, date and excerpt', () => {
    render(<PostGrid posts={[summary('newer', 'Newer post', '2026-11-21'), summary('older', 'Older post', '2023-10-27')]} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Newer post' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Newer post' })).toHaveAttribute('href', '/blog/newer');
    expect(first.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(first.getByText('All about newer post.')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Older post' })).toHaveAttribute('href', '/blog/older');
  });

  it('gives each card a single link so screen readers do not hear "Read more" repeated', () => {
    render(<PostGrid posts={[summary('only', 'Only post', '2023-11-01')]} />);
    expect(within(screen.getByRole('article')).getAllByRole('link')).toHaveLength(1);
  });
});
