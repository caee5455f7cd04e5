import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsageGuide } from '@/components/wheel/guide/usage-guide';

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
    render(<UsageGuide />);
    for (const name of OPEN_ON_LOAD) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('starts the fairness, keyboard and privacy sections closed', () => {
    render(<UsageGuide />);
    for (const name of CLOSED_ON_LOAD) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('puts each section header button inside a level-3 heading under the guide heading', () => {
    render(<UsageGuide />);
    expect(screen.getByRole('heading', { level: 2, name: 'How to use the wheel' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([...OPEN_ON_LOAD, ...CLOSED_ON_LOAD]);
  });

  it('says results are kept for this browser session only', () => {
    render(<UsageGuide />);
    expect(screen.getByText('Results are kept for this browser session only.')).toBeVisible();
  });

  it('keeps closed sections in the page, hidden, and shows one when its header is clicked', async () => {
    render(<UsageGuide />);
    expect(screen.getByText(/cryptographic random number generator/)).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'How the wheel stays fair' }));
    expect(screen.getByRole('button', { name: 'How the wheel stays fair' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/cryptographic random number generator/)).toBeVisible();
  });

  it('closes an open section when its header is clicked', async () => {
    render(<UsageGuide />);
    await userEvent.click(screen.getByRole('button', { name: 'Review, share and export results' }));
    expect(screen.getByRole('button', { name: 'Review, share and export results' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Results are kept for this browser session only.')).not.toBeVisible();
  });

  it('links to the full how-to-use guide', () => {
    render(<UsageGuide />);
    expect(screen.getByRole('link', { name: /How to Use guide/ })).toHaveAttribute('href', '/how-to-use');
  });
});
