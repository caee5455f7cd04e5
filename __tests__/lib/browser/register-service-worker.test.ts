/** @jest-environment node */
import { registerServiceWorker, unregisterServiceWorkers } from '@/lib/browser/register-service-worker';

let info: jest.SpyInstance;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** A container whose active worker answers a request to keep a language with `answer`, noting each request. */
function fakeContainer(register: () => Promise<unknown>, answer = true): ServiceWorkerContainer & { asked: unknown[] } {
  const asked: unknown[] = [];
  const active = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      asked.push(message);
      port!.postMessage(answer);
    },
  };
  return { register: jest.fn(register), ready: Promise.resolve({ active }), asked } as unknown as ServiceWorkerContainer & { asked: unknown[] };
}

describe('registerServiceWorker', () => {
  it('registers the one /service-worker.js for the whole site, whatever the language, and logs the success as information', async () => {
    for (const lang of ['pt-br', 'fr', 'en'] as const) {
      const container = fakeContainer(async () => ({ scope: 'https://spinfair.app/' }));
      await registerServiceWorker(container, lang);
      expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
    }
    expect(info).toHaveBeenCalledWith(expect.stringContaining('https://spinfair.app/'));
    expect(warn).not.toHaveBeenCalled();
  });

  it("asks the worker to keep the page's language for offline use, and says so once it has", async () => {
    const container = fakeContainer(async () => ({ scope: 'https://spinfair.app/' }));
    await registerServiceWorker(container, 'de');
    expect(container.asked).toEqual([{ type: 'keep-language', lang: 'de' }]);
    expect(info).toHaveBeenLastCalledWith('The pages in de are kept for offline use.');
  });

  it('warns, without an error, when the worker could not keep them', async () => {
    const container = fakeContainer(async () => ({ scope: 'https://spinfair.app/' }), false);
    await registerServiceWorker(container, 'it');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not all be kept'));
    expect(error).not.toHaveBeenCalled();
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
