import { render, screen } from '@testing-library/react';
import { NotFoundContent } from '@/components/layout/not-found-content';

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<NotFoundContent lang={path.startsWith('/de/') ? 'de' : 'en'} />);
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

  it('speaks the language of its prefix and leads home in it', () => {
    visit('/de/nirgendwo');
    expect(screen.getByRole('link', { name: (name) => name !== 'Return to Home' })).toHaveAttribute('href', '/de');
  });

  it('speaks of a missing post under /blog/ in a language too', () => {
    visit('/de/blog/fehlt');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/de/blog');
  });

  it('speaks of a missing post under /blog/', () => {
    visit('/blog/missing-post');
    expect(screen.getByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
