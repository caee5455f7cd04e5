import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { LazySiteToaster } from '@/components/layout/lazy-site-toaster';
import { notify } from '@/components/ui/notify';
import { showUndoToast } from '@/components/ui/undo-toast';

/** The titles of the toasts in the page. */
const shownTitles = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].map((region) => region.querySelector('.font-semibold')?.textContent);

/** A closed toast leaves the page once its closing animation (a second) is over; every toast here stays longer. */
const CLOSING_MS = 1_000;

describe('the toaster', () => {
  beforeAll(() => {
    // The toaster asks about reduced motion; jsdom has no media queries.
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('shows at most three toasts at once: each new one closes the oldest', async () => {
    render(<LazySiteToaster />);
    act(() => {
      for (let n = 1; n <= 8; n += 1) {
        if (n % 2 === 0) showUndoToast({ title: `Change ${n}`, description: 'Undo is at hand.' }, () => {});
        else notify({ title: `Change ${n}`, variant: n === 5 ? 'destructive' : 'default' });
      }
    });
    expect(await screen.findByText('Change 8')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(CLOSING_MS));
    expect(shownTitles().sort()).toEqual(['Change 6', 'Change 7', 'Change 8']);
  });
});
