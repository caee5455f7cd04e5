import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoinFlip } from '@/components/coin/coin-flip';
import { notify } from '@/components/ui/notify';
import { COIN_RESULTS_KEY, coinStore } from '@/lib/coin/coin-store';
import type { RandomSource } from '@/lib/random';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

/** Draws heads, tails, heads, ... (the fair bit is the low bit of each word). */
function alternating(): RandomSource {
  let next = 1;
  return (buffer) => {
    buffer.fill(next);
    next ^= 1;
    return buffer;
  };
}

const NOW = new Date('2026-02-03T04:05:06.000Z');

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<CoinFlip source={alternating()} now={() => NOW} />);
  return { user, flipButton: () => screen.getByRole('button', { name: /FLIP THE COIN!|Flipping\.\.\./ }) };
}

describe('CoinFlip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    coinStore.setState(coinStore.getInitialState(), true);
    jest.mocked(notify).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('flips: the button runs, the result appears after the duration, with a toast and a saved record', async () => {
    const { user, flipButton } = setup();
    expect(screen.getByRole('img', { name: 'The coin shows HEADS' })).toBeInTheDocument();
    await user.click(flipButton());
    expect(flipButton()).toHaveTextContent('Flipping...');
    expect(flipButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('img', { name: 'The coin is in the air' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText(/Result:/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    expect(screen.getByText('Result:').parentElement).toHaveTextContent('Result: HEADS');
    expect(flipButton()).toHaveTextContent('FLIP THE COIN!');
    expect(flipButton()).not.toHaveAttribute('aria-disabled');
    expect(notify).toHaveBeenCalledWith({ title: 'HEADS', description: 'The coin landed on heads.' });
    expect(JSON.parse(window.localStorage.getItem(COIN_RESULTS_KEY) ?? '[]')).toEqual([
      { id: String(NOW.getTime()), side: { id: 'heads', label: 'HEADS', color: '#FFD700' }, timestamp: NOW.toISOString() },
    ]);
  });

  it('ignores a flip while one runs', async () => {
    const { user, flipButton } = setup();
    await user.click(flipButton());
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(5000));
    expect(coinStore.getState().results).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('clears only the shown result on Reset, and puts focus back on the flip button', async () => {
    const { user, flipButton } = setup();
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(/Result:/)).not.toBeInTheDocument();
    expect(flipButton()).toHaveFocus();
    expect(coinStore.getState().results).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'The coin shows HEADS' })).toBeInTheDocument();
  });

  it('records custom labels and shows them in the Results tab with the counts', async () => {
    const { user, flipButton } = setup();
    await user.click(screen.getByRole('tab', { name: 'Customize' }));
    await screen.findByRole('textbox', { name: 'Heads label' });
    await user.clear(screen.getByRole('textbox', { name: 'Heads label' }));
    await user.type(screen.getByRole('textbox', { name: 'Heads label' }), 'Pizza');
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(2000));
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(2000));

    expect(notify).toHaveBeenLastCalledWith({ title: 'TAILS', description: 'The coin landed on tails.' });
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    // The Results tab's code arrives after the page is up.
    expect(await screen.findByText('Heads: 1 (50%)')).toBeInTheDocument();
    expect(screen.getByText('Tails: 1 (50%)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: /latest flips/i });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('TAILS'),
      expect.stringContaining('Pizza'),
    ]);
  });

  it('fills the label fields with the default labels, and shows a cleared label as its default', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Customize' }));
    await screen.findByRole('textbox', { name: 'Heads label' });
    expect(screen.getByRole('textbox', { name: 'Heads label' })).toHaveValue('HEADS');
    expect(screen.getByRole('textbox', { name: 'Tails label' })).toHaveValue('TAILS');
    await user.clear(screen.getByRole('textbox', { name: 'Heads label' }));
    expect(screen.getByRole('textbox', { name: 'Heads label' })).toHaveValue('');
    expect(screen.getByRole('img', { name: 'The coin shows HEADS' })).toBeInTheDocument();
  });

  it('says in the toast where the coin landed, with a custom label in lower case', async () => {
    const { user, flipButton } = setup();
    await user.click(screen.getByRole('tab', { name: 'Customize' }));
    await screen.findByRole('textbox', { name: 'Heads label' });
    await user.clear(screen.getByRole('textbox', { name: 'Heads label' }));
    await user.type(screen.getByRole('textbox', { name: 'Heads label' }), 'Pizza Night');
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(2000));
    expect(notify).toHaveBeenCalledWith({ title: 'Pizza Night', description: 'The coin landed on pizza night.' });
    expect(screen.getByText('Result:').parentElement).toHaveTextContent('Result: Pizza Night');
  });

  it('shows each slider value with its unit', () => {
    setup();
    expect(screen.getByRole('slider', { name: 'Duration' })).toHaveAttribute('aria-valuetext', '2.0 s');
    expect(screen.getByRole('slider', { name: 'Rotations' })).toHaveAttribute('aria-valuetext', '6 turns');
    expect(screen.getByRole('slider', { name: 'Flip height' })).toHaveAttribute('aria-valuetext', '200 px');
  });

  it('counts the flips in all and numbers the latest', async () => {
    const { user, flipButton } = setup();
    await user.click(flipButton());
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(await screen.findByText('1 flip in all')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest flips, newest first' });
    expect(within(list).getByText('#1')).toBeInTheDocument();
  });

  it('opens on the Flip tab with the three sliders at their defaults and ranges', () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Flip' })).toHaveAttribute('aria-selected', 'true');
    const expectSlider = (name: string, value: string, min: string, max: string, step: string) => {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveValue(value);
      expect(slider).toHaveAttribute('min', min);
      expect(slider).toHaveAttribute('max', max);
      expect(slider).toHaveAttribute('step', step);
    };
    expectSlider('Duration', '2000', '1000', '5000', '100');
    expectSlider('Rotations', '6', '3', '15', '1');
    expectSlider('Flip height', '200', '50', '300', '10');
  });

  it('shows the empty state before the first flip', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(await screen.findByText('No flips yet')).toBeInTheDocument();
    expect(screen.getByText('Start flipping to see your results here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
