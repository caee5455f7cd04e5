import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { EntriesToolbar } from '@/components/wheel/entries/entries-toolbar';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { polyfillDialog } from '../../../support/dialog-polyfill';

beforeAll(() => {
  polyfillDialog();
  // The toaster asks about reduced motion; jsdom has no media queries.
  window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
});
afterEach(() => {
  act(() => toast.remove());
  entriesStore.getState().reset();
});

const entry = (id: string, text: string, visible = true): WheelEntry => ({ id, text, color: '#123456', visible });

function setup(entries: WheelEntry[]) {
  entriesStore.getState().replace(entries);
  const onFocusAway = jest.fn();
  render(
    <>
      <EntriesToolbar onFocusAway={onFocusAway} />
      <Toaster />
    </>,
  );
  return { onFocusAway, user: userEvent.setup() };
}

const texts = () => entriesStore.getState().entries.map((e) => e.text);

describe('EntriesToolbar', () => {
  it('adds many entries at the end, says how many, and gives focus back to Add many', async () => {
    const { user } = setup([entry('a', 'Ada')]);
    await user.click(screen.getByRole('button', { name: 'Add many' }));
    await user.click(await screen.findByRole('textbox', { name: 'Entries, one per line' }));
    await user.paste('Grace\r\n\r\nAlan\n');
    await user.click(screen.getByRole('button', { name: 'Add entries' }));
    expect(texts()).toEqual(['Ada', 'Grace', 'Alan']);
    expect(await screen.findByText('Added 2 entries.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add many' })).toHaveFocus();
  });

  it('sorts A to Z with numbers by value, and Undo puts back the exact list', async () => {
    const before = [entry('1', 'Item 10'), entry('2', 'item 2', false), entry('3', 'Apple')];
    const { user } = setup(before);
    await user.click(screen.getByRole('button', { name: 'Sort entries A to Z' }));
    await waitFor(() => expect(texts()).toEqual(['Apple', 'item 2', 'Item 10']));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(entriesStore.getState().entries).toEqual(before);
  });

  it('says how many duplicates it removed, or that there were none', async () => {
    const { user } = setup([entry('1', 'Ada'), entry('2', ' ADA '), entry('3', 'Grace')]);
    await user.click(screen.getByRole('button', { name: 'Remove duplicate entries' }));
    expect(await screen.findByText('Removed 1 duplicate entry.')).toBeInTheDocument();
    expect(texts()).toEqual(['Ada', 'Grace']);
    await user.click(screen.getByRole('button', { name: 'Remove duplicate entries' }));
    expect(await screen.findByText('No duplicate entries.')).toBeInTheDocument();
    expect(texts()).toEqual(['Ada', 'Grace']);
  });

  it('clears all entries, turns the list tools off and sends focus elsewhere', async () => {
    const { user, onFocusAway } = setup([entry('1', 'Ada'), entry('2', 'Grace')]);
    await user.click(screen.getByRole('button', { name: 'Clear all entries' }));
    await waitFor(() => expect(texts()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Clear all entries' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shuffle entries' })).toBeDisabled();
    expect(onFocusAway).toHaveBeenCalled();
    expect(await screen.findByText('Cleared all entries.')).toBeInTheDocument();
  });
});
