import { createAfterPaintScheduler, type PageHost } from '@/lib/persist/write-scheduler';

/** A page whose painted frames and departures the test triggers. */
function fakeHost() {
  const painted: Array<() => void> = [];
  const leave: Array<() => void> = [];
  const host: PageHost = { afterPaint: (run) => painted.push(run), onLeave: (run) => leave.push(run) };
  return {
    host,
    paint: () => painted.splice(0).forEach((run) => run()),
    leave: () => leave.forEach((run) => run()),
    paintRequests: () => painted.length,
  };
}

describe('createAfterPaintScheduler', () => {
  it('runs waiting writes once the next frame is painted, asking for one frame at a time', () => {
    const page = fakeHost();
    const scheduler = createAfterPaintScheduler(page.host);
    const first = jest.fn();
    const second = jest.fn();
    scheduler.later(first);
    scheduler.later(second);
    expect(page.paintRequests()).toBe(1);
    expect(first).not.toHaveBeenCalled();
    page.paint();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs a waiting write at once when the page is hidden or left, and never twice', () => {
    const page = fakeHost();
    const scheduler = createAfterPaintScheduler(page.host);
    const flush = jest.fn();
    scheduler.later(flush);
    page.leave();
    expect(flush).toHaveBeenCalledTimes(1);
    page.paint();
    page.leave();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('asks for a new frame for a write made after the last one ran', () => {
    const page = fakeHost();
    const scheduler = createAfterPaintScheduler(page.host);
    scheduler.later(jest.fn());
    page.paint();
    const later = jest.fn();
    scheduler.later(later);
    expect(page.paintRequests()).toBe(1);
    page.paint();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
