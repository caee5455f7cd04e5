import { act, fireEvent, render, screen } from '@testing-library/react';
import { DrawSetup } from '@/components/wheel/draw/draw-setup';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import { createDrawStore } from '@/lib/draw/draw-store';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { fakeStorage } from '../../../lib/persist/fake-storage';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const entry = (id: string, text: string, visible = true) => ({ id, text, color: '#112233', visible });

function renderSetup(entries: ReturnType<typeof entry>[]) {
  entriesStore.setState({ entries });
  const drawStore = createDrawStore(createStorageArea(() => fakeStorage(), createWriteRefusalReporter()));
  render(<DrawSetup drawStore={drawStore as DrawStoreApi} visibleCount={entries.filter((e) => e.visible).length} sealing={false} onSealed={() => {}} />);
  return drawStore;
}

/** A datetime-local value (the visitor's time zone) `ms` from now. */
function localInput(ms: number): string {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const seal = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Seal the draw' })));

describe('DrawSetup', () => {
  it('asks for a visible entry before sealing', async () => {
    renderSetup([entry('a', 'Hidden', false)]);
    await seal();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one visible entry before sealing a draw.');
  });

  it('names the entry a draw cannot commit, by its number and text, and why', async () => {
    renderSetup([entry('a', 'Ada'), entry('b', 'Bad\u0007bell')]);
    await seal();
    expect(screen.getByRole('alert').textContent).toBe('Entry 2 ("Bad\u0007bell") cannot be used: it contains the invisible control character U+0007.');
  });

  it('names a line separator as the line break it makes, not as a control character', async () => {
    renderSetup([entry('a', 'Ada'), entry('b', 'Grace'), entry('c', 'Line\u2028two')]);
    await seal();
    expect(screen.getByRole('alert').textContent).toBe('Entry 3 ("Line\u2028two") cannot be used: it contains a line separator (U+2028), which works as a line break.');
  });

  it('names a title a draw cannot commit, and why', async () => {
    const before = hostingStore.getState().title;
    hostingStore.setState({ title: 'Prize\ndraw' });
    try {
      renderSetup([entry('a', 'Ada')]);
      await seal();
      expect(screen.getByRole('alert').textContent).toBe('The title cannot be used: it contains a line break.');
    } finally {
      hostingStore.setState({ title: before });
    }
  });

  it('says the hint up to the visible entries', () => {
    renderSetup([entry('a', 'Ada'), entry('b', 'Grace')]);
    expect(screen.getByText('Fixed when you seal the draw, with the list and the wheel title: 1 to 2 (the visible entries).')).toBeInTheDocument();
  });

  it('offers the public beacon first, chosen, and the audience seed, each saying what it proves and what it does not', () => {
    renderSetup([entry('a', 'Ada')]);
    const group = screen.getByRole('radiogroup', { name: 'Randomness' });
    expect(group).toBeInTheDocument();
    const beacon = screen.getByRole('radio', { name: 'Public beacon (drand)' });
    const seed = screen.getByRole('radio', { name: 'Public seed from the audience' });
    expect(beacon).toBeChecked();
    expect(seed).not.toBeChecked();
    expect(beacon).toHaveAccessibleDescription(/No one, you included, can know or pick it/);
    expect(beacon).toHaveAccessibleDescription(/cannot prove alone/);
    expect(seed).toHaveAccessibleDescription(/only as fair as the person who types that seed/);
  });

  it('asks for the draw time with seconds, and leaves it out for a seed from the audience', () => {
    renderSetup([entry('a', 'Ada')]);
    const drawTime = screen.getByLabelText('Draw time');
    expect(drawTime).toHaveAttribute('type', 'datetime-local');
    expect(drawTime).toHaveAttribute('step', '1');
    expect(drawTime).toHaveAccessibleDescription(/Left empty: 2 minutes after you seal/);
    fireEvent.click(screen.getByRole('radio', { name: 'Public seed from the audience' }));
    expect(screen.queryByLabelText('Draw time')).toBeNull();
  });

  it('refuses a draw time less than 30 seconds after sealing, or more than 30 days ahead, saying which', async () => {
    const drawStore = renderSetup([entry('a', 'Ada')]);
    fireEvent.change(screen.getByLabelText('Draw time'), { target: { value: localInput(10_000) } });
    await seal();
    expect(screen.getByRole('alert')).toHaveTextContent(/less than 30 seconds after sealing/);
    fireEvent.change(screen.getByLabelText('Draw time'), { target: { value: localInput(40 * 24 * 3600_000) } });
    await seal();
    expect(screen.getByRole('alert')).toHaveTextContent(/more than 30 days ahead/);
    expect(drawStore.getState().underWay).toBeNull();
  });
});
