import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { LazySiteToaster } from '@/components/layout/lazy-site-toaster';
import { showUndoToast } from '@/components/ui/undo-toast';

describe('showUndoToast', () => {
  beforeAll(() => {
    // The toaster asks about reduced motion; jsdom has no media queries.
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });
  afterEach(() => act(() => toast.remove()));

  it('reports the change with an Undo button that closes the toast and runs the undo', async () => {
    const user = userEvent.setup();
    const undo = jest.fn();
    render(<LazySiteToaster />);
    act(() => showUndoToast({ title: 'List cleared', description: '3 entries removed.' }, undo));
    expect(await screen.findByText('List cleared')).toBeInTheDocument();
    expect(screen.getByText('3 entries removed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
