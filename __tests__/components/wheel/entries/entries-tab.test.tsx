import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { EntriesTab } from '@/components/wheel/entries/entries-tab';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { SHOWN_CHARS } from '@/lib/wheel/entries/long-text';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

const entry = (id: string, text: string, visible = true): WheelEntry => ({ id, text, color: '#123456', visible });

describe('EntriesTab', () => {
  beforeAll(() => {
    // jsdom has no layout; the windowed list only needs the observer to exist.
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });
  afterEach(() =>
    act(() => {
      toast.remove();
      entriesStore.getState().reset();
    }),
  );

  it('counts the entries on the wheel, and the hidden ones', () => {
    entriesStore.getState().replace([entry('1', 'Ada'), entry('2', 'Grace', false), entry('3', 'Alan')]);
    render(<EntriesTab />);
    const count = screen.getByText('2', { selector: 'strong' });
    expect(count.parentElement).toHaveTextContent(/^2 visible on the wheel \(1 hidden\)$/);
    act(() => entriesStore.getState().replace([entry('1', 'Ada')]));
    expect(count.parentElement).toHaveTextContent(/^1 visible on the wheel$/);
  });

  it('names each row’s controls after its entry', () => {
    entriesStore.getState().replace([entry('1', 'Ada'), entry('2', 'Grace', false)]);
    render(<EntriesTab />);
    expect(screen.getByRole('list', { name: 'Entries' })).toBeInTheDocument();
    for (const name of ['Reorder Ada', 'Edit Ada', 'Hide Ada', 'Show Grace', 'Duplicate Ada', 'Delete Grace']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Colour of Ada')).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Reorder Ada' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable handle');
    expect(handle).toHaveAccessibleDescription(/^To reorder, press Space or Enter to pick up the entry\./);
  });

  it('says when entries are shown shortened', () => {
    entriesStore.getState().replace([entry('1', 'z'.repeat(SHOWN_CHARS + 1))]);
    render(<EntriesTab />);
    expect(
      screen.getByText('1 entry is longer than 200 characters: shown shortened on the wheel and in the list, kept whole in your list, results and exports.'),
    ).toBeInTheDocument();
  });

  it('says in one line when the wheel has too many slices to draw their pictures, and only then', () => {
    const picture = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    const pictured = (count: number) => Array.from({ length: count }, (_, i) => ({ ...entry(String(i), `Entry ${i}`), image: picture }));
    const notice = /the wheel has no room for pictures/;
    entriesStore.getState().replace(pictured(100));
    const { unmount } = render(<EntriesTab />);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    unmount();
    entriesStore.getState().replace(pictured(101));
    render(<EntriesTab />);
    expect(screen.getByText(notice)).toHaveTextContent(
      'With more than 100 visible entries the wheel has no room for pictures, so it leaves them out; the winner card and the results still show them.',
    );
  });

  it('says so when the list is empty', () => {
    entriesStore.getState().replace([]);
    render(<EntriesTab />);
    expect(screen.getByText('No entries yet. Add your first option above!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New entry' })).toHaveAttribute('placeholder', 'Type an option and press Enter');
  });

  it('deletes an entry with a notice naming it', async () => {
    entriesStore.getState().replace([entry('1', 'Ada'), entry('2', 'Grace')]);
    render(
      <>
        <EntriesTab />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    // A mouse over the list brings in the sortable list, which draws the rows anew: the click goes to the new row.
    await user.hover(screen.getByRole('list', { name: 'Entries' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Ada' })).toHaveAttribute('aria-describedby', expect.stringMatching(/^DndDescribedBy/)));
    await user.click(screen.getByRole('button', { name: 'Delete Ada' }));
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    expect(screen.getByText('“Ada” is off the list.')).toBeInTheDocument();
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Grace']);
  });
});
