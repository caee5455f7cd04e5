import { act, renderHook } from '@testing-library/react';
import { useTimeReached } from '@/components/verify/countdown';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('useTimeReached', () => {
  afterEach(() => jest.useRealTimers());

  it('turns true at the moment and not before', () => {
    jest.useFakeTimers({ now: 0 });
    const { result } = renderHook(() => useTimeReached(60_000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(59_999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('waits for a moment 29 days ahead, past the longest timeout a browser keeps, without turning true early', () => {
    jest.useFakeTimers({ now: 0 });
    const { result } = renderHook(() => useTimeReached(29 * DAY_MS));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(25 * DAY_MS));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(4 * DAY_MS));
    expect(result.current).toBe(true);
  });

  it('is true at once for a moment already past', () => {
    jest.useFakeTimers({ now: 10_000 });
    expect(renderHook(() => useTimeReached(5_000)).result.current).toBe(true);
  });
});
