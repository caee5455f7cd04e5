import { createIdleWriteScheduler, type IdleHost } from '@/lib/persist/write-scheduler';

/** A page whose idle moments and departures the test triggers. */
function fakeHost() {
  const idle: Array<() => void> = [];
  const leave: Array<() => void> = [];
  const host: IdleHost = { whenIdle: (run) => idle.push(run), onLeave: (run) => leave.push(run) };
  return {
    host,
    idle: () => idle.splice(0).forEach((run) => run()),
    leave: () => leave.forEach((run) => run()),
    idleRequests: () => idle.length,
  };
}

describe('createIdleWriteScheduler', () => {
  it('runs waiting writes once the page is idle, asking for one idle moment at a time', () => {
    const page = fakeHost();
    const scheduler = createIdleWriteScheduler(page.host);
    const first = jest.fn();
    const second = jest.fn();
    scheduler.later(first);
    scheduler.later(second);
    expect(page.idleRequests()).toBe(1);
    expect(first).not.toHaveBeenCalled();
    page.idle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs a waiting write at once when the page is hidden or left, and never twice', () => {
    const page = fakeHost();
    const scheduler = createIdleWriteScheduler(page.host);
    const flush = jest.fn();
    scheduler.later(flush);
    page.leave();
    expect(flush).toHaveBeenCalledTimes(1);
    page.idle();
    page.leave();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('asks for a new idle moment for a write made after the last one ran', () => {
    const page = fakeHost();
    const scheduler = createIdleWriteScheduler(page.host);
    scheduler.later(jest.fn());
    page.idle();
    const later = jest.fn();
    scheduler.later(later);
    expect(page.idleRequests()).toBe(1);
    page.idle();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
