import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsageGuide } from '@/components/wheel/guide/usage-guide';
import { getPageSection } from '@/lib/pages/load-pages';
import { getT } from '@/lib/i18n/messages';

// MDX compiles on the server at build time, with ES modules Jest does not load: here each section
// shows its MDX source as text, which is enough to find a section's words and see it open or close.
jest.mock('@/components/content/page-mdx', () => ({
  PageMdx: ({ source }: { source: string }) => <div>{source}</div>,
}));

// In the browser the accordion's code arrives a moment after the page's; here it is there at once.
jest.mock('@/components/ui/accordion', () => ({ Accordion: jest.requireActual('@/components/ui/accordion-sections').AccordionSections }));

// Every section is read from the English files, whatever language asks, so the page's language can be
// checked without that language's files.
jest.mock('@/lib/pages/load-pages', () => {
  const actual = jest.requireActual('@/lib/pages/load-pages');
  return { ...actual, getPageSection: jest.fn((page: string, section: string) => actual.getPageSection(page, section, 'en')) };
});

const OPEN_ON_LOAD = [
  'Add and manage your entries',
  'Spin the wheel',
  'Change the look and sound',
  'Review, share and export results',
  'Ideas for using the wheel',
];
const CLOSED_ON_LOAD = ['How the wheel stays fair', 'Keyboard and accessibility', 'Privacy'];

describe('UsageGuide', () => {
  it('opens the entries, spinning, appearance, results and use-case sections on load', () => {
    render(<UsageGuide lang="en" />);
    for (const name of OPEN_ON_LOAD) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('starts the fairness, keyboard and privacy sections closed', () => {
    render(<UsageGuide lang="en" />);
    for (const name of CLOSED_ON_LOAD) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('puts each section header button inside a level-3 heading under the guide heading', () => {
    render(<UsageGuide lang="en" />);
    expect(screen.getByRole('heading', { level: 2, name: 'How to use the wheel' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([...OPEN_ON_LOAD, ...CLOSED_ON_LOAD]);
  });

  it('says results are kept for this browser session only', () => {
    render(<UsageGuide lang="en" />);
    expect(screen.getByText(/Results are kept for this browser session only\./)).toBeVisible();
  });

  it('keeps closed sections in the page, hidden, and shows one when its header is clicked', async () => {
    render(<UsageGuide lang="en" />);
    expect(screen.getByText(/cryptographic random number generator/)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'How the wheel stays fair' }));
    expect(screen.getByRole('button', { name: 'How the wheel stays fair' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/cryptographic random number generator/)).toBeVisible();
  });

  it('closes an open section when its header is clicked', async () => {
    render(<UsageGuide lang="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Review, share and export results' }));
    expect(screen.getByRole('button', { name: 'Review, share and export results' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Results are kept for this browser session only\./)).not.toBeVisible();
  });

  it('links to the full how-to-use guide, in a sentence that reads as before', () => {
    render(<UsageGuide lang="en" />);
    expect(screen.getByRole('link', { name: /How to Use guide/ })).toHaveAttribute('href', '/how-to-use');
    expect(screen.getByRole('link', { name: /How to Use guide/ }).parentElement).toHaveTextContent(
      /^Each section below covers one part of the wheel; open or close them as you like\. For more detail and tips, read the full How to Use guide\.$/,
    );
  });

  it('reads each section from the page’s language and links to the guide in it', () => {
    jest.mocked(getPageSection).mockClear();
    render(<UsageGuide lang="es" />);
    expect(jest.mocked(getPageSection).mock.calls).toEqual(
      ['entries', 'spinning', 'appearance', 'results', 'usecases', 'fairness', 'keyboard', 'privacy'].map((id) => ['usage-guide', id, 'es']),
    );
    expect(screen.getByRole('link', { name: getT('es', 'guide')('guideLeadLink') })).toHaveAttribute('href', '/es/how-to-use');
  });
});
