import { followOtherTabs } from '@/lib/persist/other-tabs';

const change = (key: string, newValue: string | null) => new StorageEvent('storage', { key, newValue, storageArea: window.localStorage });

function storageListenerCalls(spy: jest.SpyInstance) {
  return spy.mock.calls.filter(([type]) => type === 'storage').length;
}

describe('followOtherTabs', () => {
  let add: jest.SpyInstance;
  let remove: jest.SpyInstance;
  beforeEach(() => {
    add = jest.spyOn(window, 'addEventListener');
    remove = jest.spyOn(window, 'removeEventListener');
  });
  afterEach(() => jest.restoreAllMocks());

  it('brings one storage event to every follower, over a single window listener', () => {
    const followers = [jest.fn(), jest.fn(), jest.fn()];
    const stops = followers.map((follower) => followOtherTabs(follower));
    expect(storageListenerCalls(add)).toBe(1);
    const event = change('wheelEntries', '[]');
    window.dispatchEvent(event);
    followers.forEach((follower) => expect(follower).toHaveBeenCalledTimes(1));
    followers.forEach((follower) => expect(follower).toHaveBeenCalledWith(event));
    stops.forEach((stop) => stop());
  });

  it('stops a follower that unsubscribes, and takes the window listener away with the last one', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = followOtherTabs(first);
    const stopSecond = followOtherTabs(second);
    stopFirst();
    window.dispatchEvent(change('theme', 'dark'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(storageListenerCalls(remove)).toBe(0);
    stopSecond();
    expect(storageListenerCalls(remove)).toBe(1);
    window.dispatchEvent(change('theme', 'light'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('treats each call as its own follower, even with the same function, and stopping twice does nothing more', () => {
    const follower = jest.fn();
    const stopA = followOtherTabs(follower);
    const stopB = followOtherTabs(follower);
    window.dispatchEvent(change('k', 'v'));
    expect(follower).toHaveBeenCalledTimes(2);
    stopA();
    stopA();
    window.dispatchEvent(change('k', 'w'));
    expect(follower).toHaveBeenCalledTimes(3);
    expect(storageListenerCalls(remove)).toBe(0);
    stopB();
    expect(storageListenerCalls(remove)).toBe(1);
  });
});
