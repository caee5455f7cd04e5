import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { LazySiteToaster } from '@/components/layout/lazy-site-toaster';
import { notify } from '@/components/ui/notify';

describe('LazySiteToaster', () => {
  beforeAll(() => {
    // The toaster asks about reduced motion; jsdom has no media queries.
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });
  afterEach(() => act(() => toast.remove()));

  it('shows nothing until the first toast, then mounts the toaster with it', async () => {
    const { container } = render(<LazySiteToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => notify({ title: 'Entries shuffled.' }));
    expect(await screen.findByText('Entries shuffled.')).toBeInTheDocument();
    expect(container).not.toBeEmptyDOMElement();
  });
});
