import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { EntriesTab } from '@/components/wheel/entries/entries-tab';
import type { DrawUnderWay } from '@/lib/draw/record';
import { DEFAULT_ENTRIES } from '@/lib/wheel/entries/entries';
import { drawStore } from '@/lib/draw/draw-store';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

/** A draw in which every entry has already won, so the store has no next winner to work out. */
const DRAW: DrawUnderWay = {
  algorithm: 'spinfair-draw-v1',
  title: '',
  entries: ['Option 1'],
  commitment: 'a'.repeat(64),
  serverSeed: 'b'.repeat(64),
  publicSeed: '',
  winners: [{ position: 0, text: 'Option 1' }],
  committedAt: '2026-11-23T10:00:00.000Z',
};

describe('EntriesTab during a checkable draw', () => {
  beforeAll(() => {
    // jsdom has no layout; the windowed list only needs the observer to exist.
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(async () => {
    // The tab follows the draw store once its code has loaded, as on a page with a draw stored.
    await loadDrawStore();
    entriesStore.getState().reset();
    drawStore.getState().cancel();
  });

  it('locks every control and says why while a draw is under way', async () => {
    drawStore.setState({ underWay: DRAW });
    render(<EntriesTab />);
    expect(screen.getByText(/The list is locked while a checkable draw is under way/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New entry' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    const rowButtons = screen.getAllByRole('button').filter((b) => b.textContent !== 'Add');
    expect(rowButtons.length).toBeGreaterThan(0);
    rowButtons.forEach((button) => expect(button).toBeDisabled());
    await userEvent.type(screen.getByRole('textbox', { name: 'New entry' }), 'Sneaky{Enter}');
    expect(entriesStore.getState().entries).toEqual(DEFAULT_ENTRIES);
  });

  it('unlocks the list once the draw is cancelled', async () => {
    drawStore.setState({ underWay: DRAW });
    render(<EntriesTab />);
    expect(screen.getByRole('textbox', { name: 'New entry' })).toBeDisabled();
    act(() => drawStore.getState().cancel());
    expect(screen.queryByText(/The list is locked/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'New entry' }), 'Welcome{Enter}');
    expect(entriesStore.getState().entries.map((e) => e.text)).toContain('Welcome');
  });
});
