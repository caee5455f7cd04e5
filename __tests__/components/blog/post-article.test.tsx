import { render, screen } from '@testing-library/react';
import { PostArticle } from '@/components/blog/post-article';
import type { PostSummary } from '@/lib/blog/post';

const post: PostSummary = {
  lang: 'en',
  slug: 'custom-spinner-tips',
  title: '12 Tips for Building a Custom Spinner Wheel',
  description: 'd',
  keywords: ['k'],
  author: 'SpinFair Team',
  date: '2023-10-27',
  featuredImage: '/placeholder.svg',
};

describe('PostArticle', () => {
  it('shows the title as the page heading, the byline and the long US date, then the body', () => {
    render(
      <PostArticle post={post}>
        <p>Body text</p>
      </PostArticle>,
    );
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('By SpinFair Team')).toBeInTheDocument();
    expect(screen.getByText('October 27, 2023')).toHaveAttribute('datetime', '2023-10-27');
    expect(screen.getByText('Body text')).toBeInTheDocument();
  });

  it('links back to all posts', () => {
    render(<PostArticle post={post}>body</PostArticle>);
    expect(screen.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('hides the placeholder image and shows a real featured image', () => {
    const { container, rerender } = render(<PostArticle post={post}>body</PostArticle>);
    expect(container.querySelector('img')).toBeNull();
    rerender(<PostArticle post={{ ...post, featuredImage: '/blog/tips.png' }}>body</PostArticle>);
    expect(container.querySelector('img')).toHaveAttribute('src', '/blog/tips.png');
  });

  it('shows the reading time under the byline and an "On this page" list linking to the sections', () => {
    const contents = [
      { id: 'one', text: 'One' },
      { id: 'two', text: 'Two' },
    ];
    render(
      <PostArticle post={post} readingMinutes={5} contents={contents}>
        body
      </PostArticle>,
    );
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect([...toc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['One', '#one'],
      ['Two', '#two'],
    ]);
  });

  it('leaves out the table of contents when there are no sections to list', () => {
    render(<PostArticle post={post}>body</PostArticle>);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});
