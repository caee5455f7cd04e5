import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WinnerCard, type CardWinner } from '@/components/wheel/winner/winner-card';

const ADA = { id: '1', text: 'Ada' };

function Harness({ initial, onHide = () => {}, onRemove = () => {} }: { initial: CardWinner[]; onHide?: () => void; onRemove?: () => void }) {
  const [winners, setWinners] = useState(initial);
  const [spins, setSpins] = useState(0);
  const spinRef = useRef<HTMLButtonElement>(null);
  const close = () => setWinners([]);
  return (
    <>
      <button
        ref={spinRef}
        type="button"
        onClick={() => {
          setSpins((n) => n + 1);
          setWinners([ADA]);
        }}
      >
        Spin
      </button>
      <output aria-label="Spins">{spins}</output>
      <input aria-label="New entry" />
      <WinnerCard
        winners={winners}
        onHide={() => {
          onHide();
          close();
        }}
        onRemove={() => {
          onRemove();
          close();
        }}
        onClose={close}
        returnFocusRef={spinRef}
      />
    </>
  );
}

describe('WinnerCard', () => {
  it('names the winner as text in a dialog called "Winner"', () => {
    render(<Harness initial={[{ id: '1', text: '<b>Ada</b> \u202Eevil' }]} />);
    const card = screen.getByRole('dialog', { name: 'Winner' });
    expect(card.querySelector('bdi')).toHaveTextContent('<b>Ada</b> \u202Eevil');
    expect(card.querySelector('b')).toBeNull();
  });

  it('shows nothing without a winner', () => {
    render(<Harness initial={[]} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appears without taking focus from the spin button, which keeps working', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    const spin = screen.getByRole('button', { name: 'Spin' });
    spin.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Winner' })).toBeInTheDocument();
    expect(spin).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Spins' })).toHaveTextContent('2');
  });

  it('closes on Escape from anywhere but a text field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[ADA]} />);
    await user.click(screen.getByRole('textbox', { name: 'New entry' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Winner' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Spin' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides or removes the winner, then puts focus back on the spin button', async () => {
    const user = userEvent.setup();
    const onHide = jest.fn();
    const onRemove = jest.fn();
    const { unmount } = render(<Harness initial={[ADA]} onHide={onHide} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Hide winner' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
    unmount();
    render(<Harness initial={[ADA]} onHide={onHide} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove winner' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[ADA]} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveFocus();
  });

  it('lists several winners in draw order', () => {
    render(<Harness initial={[ADA, { id: '2', text: 'Grace' }]} />);
    const card = screen.getByRole('dialog', { name: 'Winners' });
    expect(Array.from(card.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Ada', 'Grace']);
    expect(screen.getByRole('button', { name: 'Hide winners' })).toBeInTheDocument();
  });
});
