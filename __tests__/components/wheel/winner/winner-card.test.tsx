import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWinnerCard } from '@/components/wheel/winner/use-winner-card';
import { WinnerCard } from '@/components/wheel/winner/winner-card';
import type { WheelEntry } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';

const ADA: WheelEntry = { id: '1', text: 'Ada', color: '#FF6B6B', visible: true };
const GRACE: WheelEntry = { id: '2', text: 'Grace', color: '#4ECDC4', visible: true };

beforeEach(() => {
  localStorage.clear();
  entriesStore.getState().replace([ADA, GRACE]);
});

// The card's "After each spin" work would load confetti; the card's own behaviour is tested here.
jest.mock('@/components/wheel/winner/confetti', () => ({ fireConfetti: jest.fn() }));

/**
 * The card wired as the wheel tool wires it: `useWinnerCard` notes what had
 * focus as a spin starts, the spin button is disabled while the wheel turns
 * (a browser then moves focus off it, to the page body) and the card opens
 * with the press's winners when the wheel stops.
 */
function Harness({ winners: drawn, onClose }: { winners: readonly WheelEntry[]; onClose?: () => void }) {
  const card = useWinnerCard();
  const [spinning, setSpinning] = useState(false);
  const [spins, setSpins] = useState(0);
  const spin = () => {
    card.rememberOpener();
    card.close();
    setSpins((n) => n + 1);
    setSpinning(true);
    (document.activeElement as HTMLElement | null)?.blur();
    setTimeout(() => {
      setSpinning(false);
      card.onRoundComplete(drawn);
    }, 0);
  };
  return (
    <>
      <button type="button" disabled={spinning} onClick={spin}>
        Spin
      </button>
      <output aria-label="Spins">{spins}</output>
      <input aria-label="New entry" />
      <WinnerCard
        winners={card.winners}
        onHide={card.hide}
        onRemove={card.remove}
        onClose={() => {
          onClose?.();
          card.close();
        }}
        returnFocusRef={card.openerRef}
      />
    </>
  );
}

/** Spins from the keyboard and waits for the card. */
async function spinWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Spin' }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: /Winners?/ });
}

describe('WinnerCard', () => {
  it('names the winner as text in a dialog called "Winner"', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[{ ...ADA, text: '<b>Ada</b> \u202Eevil' }]} />);
    const card = await spinWithKeyboard(user);
    expect(card).toHaveAccessibleName('Winner');
    expect(card.querySelector('bdi')).toHaveTextContent('<b>Ada</b> \u202Eevil');
    expect(card.querySelector('b')).toBeNull();
  });

  it('shows nothing before a spin', () => {
    render(<Harness winners={[ADA]} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appears without taking focus from the spin button, which keeps working', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[ADA]} />);
    await spinWithKeyboard(user);
    const spin = screen.getByRole('button', { name: 'Spin' });
    spin.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Spins' })).toHaveTextContent('2');
  });

  it('closes on Escape from anywhere but a text field', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[ADA]} />);
    await spinWithKeyboard(user);
    await user.click(screen.getByRole('textbox', { name: 'New entry' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Winner' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Spin' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the spin button when Escape closes it after a keyboard spin', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[ADA]} />);
    await spinWithKeyboard(user);
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
  });

  it('hides or removes the winner, then puts focus back on the spin button', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[ADA]} />);
    await spinWithKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Hide winner' }));
    expect(entriesStore.getState().entries.find((e) => e.id === ADA.id)?.visible).toBe(false);
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
    await spinWithKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Remove winner' }));
    expect(entriesStore.getState().entries.map((e) => e.text)).toEqual(['Grace']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness winners={[ADA]} onClose={onClose} />);
    await spinWithKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
  });

  it('lists several winners in draw order', async () => {
    const user = userEvent.setup();
    render(<Harness winners={[ADA, GRACE]} />);
    const card = await spinWithKeyboard(user);
    expect(card).toHaveAccessibleName('Winners');
    expect(Array.from(card.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Ada', 'Grace']);
    expect(screen.getByRole('button', { name: 'Hide winners' })).toBeInTheDocument();
  });
});
