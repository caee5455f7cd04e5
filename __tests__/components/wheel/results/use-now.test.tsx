import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useNow } from '@/components/wheel/results/use-now';

const START = new Date('2026-03-01T12:00:10.000Z');

function Clock() {
  return <>{useNow(30_000).getTime()}</>;
}

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('gives the time rounded down to the interval', () => {
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('moves on once per interval', () => {
    const { result } = renderHook(() => useNow(30_000));
    act(() => jest.advanceTimersByTime(21_000));
    expect(result.current.toISOString()).toBe('2026-03-01T12:00:30.000Z');
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.toISOString()).toBe('2026-03-01T12:01:00.000Z');
  });

  it('renders the same fixed time on the server, so hydration cannot mismatch', () => {
    expect(renderToString(<Clock />)).toBe('0');
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useNow(30_000));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
