import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { BeaconDraw } from '@/components/wheel/draw/beacon-draw';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { QUICKNET, roundTimeMs } from '@/lib/draw/beacon';
import type { BeaconPhase } from '@/lib/draw/beacon-wait';
import type { SealedDrawV3 } from '@/lib/draw/record-v3';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const ROUND = 32285085;
const DRAW: SealedDrawV3 = {
  algorithm: 'spinfair-draw-v3',
  title: 'Giveaway',
  entries: ['Ada', 'Grace', 'Linus'],
  winnersCount: 2,
  committedAt: new Date(roundTimeMs(ROUND) - 121_000).toISOString(),
  beacon: { chain: QUICKNET.chainHash, round: ROUND },
  commitment: 'a'.repeat(64),
  winners: [],
};

/** The panel on a stand-in store whose beacon phase the test sets. */
function renderDraw(phase: BeaconPhase) {
  const retryBeacon = jest.fn();
  const store = createStore(() => ({ beacon: phase, retryBeacon }));
  render(<BeaconDraw drawStore={store as unknown as DrawStoreApi} draw={DRAW} spinning={false} onFinish={() => {}} onCancel={() => {}} />);
  return { store, retryBeacon };
}

describe('BeaconDraw', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: roundTimeMs(ROUND) - 65_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('while waiting shows the draw time, the round and a countdown that moves each second without being announced', () => {
    renderDraw('waiting');
    expect(screen.getByText(/^Winners decided at .*2026/)).toBeInTheDocument();
    expect(screen.getByText(`drand round ${ROUND}`)).toBeInTheDocument();
    const countdown = screen.getByText('1:05 left');
    expect(countdown.closest('[aria-live], [role="status"], [role="alert"], [role="timer"]')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('1:04 left')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish draw' })).toBeDisabled();
  });

  it('says in a status when the round is received and its signature verified', () => {
    renderDraw('verified');
    expect(screen.getByRole('status')).toHaveTextContent(`drand round ${ROUND} received and its signature verified`);
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('with every relay failing, alerts with "Try again", which fetches the round again; Cancel stays available', () => {
    const { retryBeacon } = renderDraw('unreachable');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`drand round ${ROUND} could not be fetched`);
    expect(alert).toHaveTextContent('Nothing else is used as randomness');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retryBeacon).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel draw' })).toBeEnabled();
  });
});
