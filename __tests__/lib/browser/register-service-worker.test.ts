import { registerServiceWorker, SERVICE_WORKER_URL } from '@/lib/browser/register-service-worker';

function fakeContainer(register: () => Promise<unknown>): ServiceWorkerContainer {
  return { register: jest.fn(register) } as unknown as ServiceWorkerContainer;
}

describe('registerServiceWorker', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => jest.clearAllMocks());
  afterAll(() => jest.restoreAllMocks());

  it('registers /service-worker.js for the whole site and logs the success as information', async () => {
    const container = fakeContainer(async () => ({ scope: 'https://spinfair.app/' }));
    await registerServiceWorker(container);
    expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('https://spinfair.app/'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failure as a warning, never as an error, and does not throw', async () => {
    const container = fakeContainer(async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(registerServiceWorker(container)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('will not work offline'), expect.any(DOMException));
    expect(error).not.toHaveBeenCalled();
  });

  it('only notes it when the browser has no service workers', async () => {
    await registerServiceWorker(undefined);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('No service worker support'));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
