import { registerServiceWorker, serviceWorkerUrl, unregisterServiceWorkers } from '@/lib/browser/register-service-worker';

let info: jest.SpyInstance;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function fakeContainer(register: () => Promise<unknown>): ServiceWorkerContainer {
  return { register: jest.fn(register) } as unknown as ServiceWorkerContainer;
}

describe('registerServiceWorker', () => {
  it("registers /service-worker.js for the whole site and the page's language, and logs the success as information", async () => {
    const container = fakeContainer(async () => ({ scope: 'https://spinfair.app/' }));
    await registerServiceWorker(container, 'pt-br');
    expect(container.register).toHaveBeenCalledWith('/service-worker.js?lang=pt-br', { scope: '/' });
    expect(serviceWorkerUrl('en')).toBe('/service-worker.js?lang=en');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('https://spinfair.app/'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failure as a warning, never as an error, and does not throw', async () => {
    const container = fakeContainer(async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(registerServiceWorker(container, 'en')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('will not work offline'), expect.any(DOMException));
    expect(error).not.toHaveBeenCalled();
  });

  it('only notes it when the browser has no service workers', async () => {
    await registerServiceWorker(undefined, 'en');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('No service worker support'));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('unregisterServiceWorkers', () => {
  it('removes every registered worker and says so', async () => {
    const registrations = [{ unregister: jest.fn(async () => true) }, { unregister: jest.fn(async () => true) }];
    const container = { getRegistrations: async () => registrations } as unknown as ServiceWorkerContainer;
    await unregisterServiceWorkers(container);
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when there is nothing to remove or no service worker support', async () => {
    await unregisterServiceWorkers({ getRegistrations: async () => [] } as unknown as ServiceWorkerContainer);
    await unregisterServiceWorkers(undefined);
    expect(info).not.toHaveBeenCalled();
  });
});
