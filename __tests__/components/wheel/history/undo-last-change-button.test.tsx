import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { loadDrawStore } from '@/components/wheel/draw/lazy-draw-store';
import { UndoLastChangeButton } from '@/components/wheel/history/undo-last-change-button';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import type { DrawUnderWay } from '@/lib/draw/record';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { drawStore } from '@/lib/draw/draw-store';
import { entriesStore } from '@/lib/wheel/entries/entries-store';

const entry = (id: string, text: string): WheelEntry => ({ id, text, color: '#123456', visible: true });
const NOTICE = { title: 'Changed', description: 'The list changed.' };

const DRAW: DrawUnderWay = {
  algorithm: 'spinfair-draw-v1',
  title: '',
  entries: ['Ada'],
  commitment: 'a'.repeat(64),
  serverSeed: 'b'.repeat(64),
  publicSeed: '',
  winners: [{ position: 0, text: 'Ada' }],
  committedAt: '2026-11-23T10:00:00.000Z',
};

describe('UndoLastChangeButton', () => {
  beforeAll(() => {
    // The toaster asks about reduced motion; jsdom has no media queries.
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
  });
  beforeEach(async () => {
    await loadDrawStore();
    drawStore.getState().cancel();
    entriesStore.getState().replace([entry('a', 'Ada')]);
  });
  afterEach(() => act(() => toast.remove()));

  function setup() {
    render(
      <>
        <UndoLastChangeButton />
        <Toaster />
      </>,
    );
    return userEvent.setup();
  }

  it('undoes the last change and says what it undid', async () => {
    const user = setup();
    act(() => changeListWithUndo(() => entriesStore.getState().add('Grace'), NOTICE));
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Undo last change' }));
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Ada']);
    expect(await screen.findByText('Change undone')).toBeInTheDocument();
    expect(screen.getByText('Undid: added 1 entry.')).toBeInTheDocument();
  });

  it('names a removal and a list replaced whole', async () => {
    const user = setup();
    act(() => changeListWithUndo(() => entriesStore.getState().replace([entry('b', 'Grace'), entry('c', 'Alan')]), NOTICE));
    act(() => changeListWithUndo(() => entriesStore.getState().replace([entry('b', 'Grace')]), NOTICE));
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Undo last change' }));
    expect(await screen.findByText('Undid: removed 1 entry.')).toBeInTheDocument();
    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Undo last change' }));
    expect(await screen.findByText('Undid: replaced the list.')).toBeInTheDocument();
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Ada']);
  });

  it('refuses while a checkable draw has locked the list, and says why', async () => {
    const user = setup();
    act(() => changeListWithUndo(() => entriesStore.getState().add('Grace'), NOTICE));
    act(() => toast.remove());
    act(() => drawStore.setState({ underWay: DRAW }));
    await user.click(screen.getByRole('button', { name: 'Undo last change' }));
    expect(await screen.findByText('The list is locked')).toBeInTheDocument();
    expect(screen.getByText('A checkable draw is under way: finish or cancel it in the Spin tab first.')).toBeInTheDocument();
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Ada', 'Grace']);
  });
});
