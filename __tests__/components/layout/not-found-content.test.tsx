import { render, screen } from '@testing-library/react';
import { NotFoundContent } from '@/components/layout/not-found-content';

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<NotFoundContent />);
}

describe('NotFoundContent', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  afterAll(() => warn.mockRestore());

  it('offers a way home on an unknown page and logs the attempted path', () => {
    visit('/nowhere');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/nowhere'));
  });

  it('speaks of a missing post under /blog/', () => {
    visit('/blog/missing-post');
    expect(screen.getByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
