import { render } from '@testing-library/react';
import { useIdlePreload } from '@/components/ui/use-idle-preload';

function Page({ ready, preloads }: { ready: boolean; preloads: readonly { preload: () => void }[] }) {
  useIdlePreload(ready, preloads);
  return null;
}

describe('useIdlePreload', () => {
  const idle: (() => void)[] = [];
  beforeEach(() => {
    idle.length = 0;
    globalThis.requestIdleCallback = jest.fn((task: IdleRequestCallback) => idle.push(() => task({} as IdleDeadline)));
    globalThis.cancelIdleCallback = jest.fn();
  });
  const runIdle = () => idle.shift()?.();

  it('fetches nothing before the page is ready, then one late module per idle moment, in order', () => {
    const fetched: string[] = [];
    const preloads = ['spin', 'theme', 'results'].map((name) => ({ preload: () => void fetched.push(name) }));
    const { rerender } = render(<Page ready={false} preloads={preloads} />);
    expect(idle).toHaveLength(0);
    rerender(<Page ready preloads={preloads} />);
    expect(fetched).toEqual([]);
    runIdle();
    expect(fetched).toEqual(['spin']);
    runIdle();
    runIdle();
    expect(fetched).toEqual(['spin', 'theme', 'results']);
    expect(idle).toHaveLength(0);
  });

  it('fetches nothing once the page has gone before an idle moment came', () => {
    const preload = jest.fn();
    const { unmount } = render(<Page ready preloads={[{ preload }]} />);
    unmount();
    expect(globalThis.cancelIdleCallback).toHaveBeenCalled();
  });
});
