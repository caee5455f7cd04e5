const mockFire = jest.fn((_options?: object) => Promise.resolve());
const mockCreate = jest.fn((_canvas?: HTMLCanvasElement, _options?: object) => mockFire);
let mockLoads = 0;

jest.mock('canvas-confetti', () => {
  mockLoads += 1;
  return { __esModule: true, default: { create: mockCreate } };
});

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);
}

async function freshConfetti() {
  jest.resetModules();
  return import('@/components/wheel/winner/confetti');
}

beforeEach(() => {
  mockFire.mockClear();
  mockCreate.mockClear();
  mockLoads = 0;
});

describe('fireConfetti', () => {
  it('mockLoads the library on the first win only and fires each time', async () => {
    setReducedMotion(false);
    const { fireConfetti } = await freshConfetti();
    expect(mockLoads).toBe(0);
    await fireConfetti(['#FF6B6B']);
    await fireConfetti();
    expect(mockLoads).toBe(1);
    expect(mockCreate).toHaveBeenCalledTimes(1);
    expect(mockFire).toHaveBeenCalledTimes(2);
    expect(mockFire.mock.calls[0]?.[0]).toMatchObject({ colors: ['#FF6B6B'] });
  });

  it('draws on the main thread, never in a worker built from a blob: URL', async () => {
    setReducedMotion(false);
    const { fireConfetti } = await freshConfetti();
    await fireConfetti();
    expect(mockCreate).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false, disableForReducedMotion: true }));
  });

  it('neither mockLoads nor fires under reduced motion', async () => {
    setReducedMotion(true);
    const { fireConfetti } = await freshConfetti();
    await fireConfetti();
    expect(mockLoads).toBe(0);
    expect(mockFire).not.toHaveBeenCalled();
  });

  it('swallows a failed burst, as confetti is decoration', async () => {
    setReducedMotion(false);
    mockFire.mockImplementationOnce(() => Promise.reject(new Error('no canvas')));
    const { fireConfetti } = await freshConfetti();
    await expect(fireConfetti()).resolves.toBeUndefined();
  });
});
