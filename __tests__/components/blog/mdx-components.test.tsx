import { render, screen } from '@testing-library/react';
import { mdxComponents, mdxLink, textOf } from '@/components/blog/mdx-components';

const MdxLink = mdxLink('en');

describe('MdxLink', () => {
  it('keeps site links in the same tab', () => {
    render(<MdxLink href="/how-to-use">guide</MdxLink>);
    const link = screen.getByRole('link', { name: 'guide' });
    expect(link).toHaveAttribute('href', '/how-to-use');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens other sites in a new tab without giving them this page, and says so to screen readers', () => {
    render(<MdxLink href="https://en.wikipedia.org/wiki/Gamification">gamification</MdxLink>);
    const link = screen.getByRole('link', { name: 'gamification (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says so in the page's language", () => {
    const ItalianLink = mdxLink('it');
    render(<ItalianLink href="https://it.wikipedia.org/wiki/Ruota">ruota</ItalianLink>);
    expect(screen.getByRole('link', { name: /^ruota \(.+\)$/ })).not.toHaveAccessibleName('ruota (opens in a new tab)');
  });

  it('leaves in-page and mail links as they are', () => {
    render(<MdxLink href="mailto:hello@spinfair.app">mail us</MdxLink>);
    expect(screen.getByRole('link', { name: 'mail us' })).not.toHaveAttribute('target');
  });
});

describe('mdxComponents headings', () => {
  const { h2: H2, h3: H3 } = mdxComponents('en');

  it('give a section heading the id from the MDX pipeline and a link to itself, named by the heading text', () => {
    render(<H3 id="how-they-work-1">How they work</H3>);
    const heading = screen.getByRole('heading', { level: 3, name: 'How they work' });
    expect(heading).toHaveAttribute('id', 'how-they-work-1');
    expect(screen.getByRole('link', { name: 'How they work' })).toHaveAttribute('href', '#how-they-work-1');
  });

  it('fall back to an id from the text when rendered without one', () => {
    render(
      <H2>
        A <em>fair</em> pick
      </H2>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'A fair pick' })).toHaveAttribute('id', 'a-fair-pick');
  });
});

describe('textOf', () => {
  it('collects the text of nested elements', () => {
    expect(
      textOf([
        'Spin ',
        <strong key="s">
          the <em>wheel</em>
        </strong>,
        3,
      ]),
    ).toBe('Spin the wheel3');
  });
});
