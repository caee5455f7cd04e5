import { render, screen } from '@testing-library/react';
import { ButtonLink } from '@/components/ui/button-link';

describe('ButtonLink', () => {
  it('stays a link to its address, whatever it looks like', () => {
    render(
      <ButtonLink href="/blog" size="lg">
        Back to Blog
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
