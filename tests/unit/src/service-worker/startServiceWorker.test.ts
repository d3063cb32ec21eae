import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registrationWork, startServiceWorker } from '../../../../src/service-worker/startServiceWorker.ts';

const watchForUpdates = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../../src/service-worker/watchForUpdates.ts', () => ({ watchForUpdates }));

const worker = {} as ServiceWorker;

function fakeRegistration(pending: { installing?: ServiceWorker; waiting?: ServiceWorker } = {}) {
  const listeners = new Map<string, () => void>();
  return {
    installing: pending.installing ?? null,
    waiting: pending.waiting ?? null,
    unregister: vi.fn(async () => true),
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    fire: (type: string) => listeners.get(type)?.(),
  };
}

function fakeWindow(options: { registration?: unknown; readyState?: string; supported?: boolean; failure?: Error }) {
  const listeners = new Map<string, () => void>();
  const getRegistration = vi.fn(async () => {
    if (options.failure) throw options.failure;
    return options.registration;
  });
  const win = {
    document: { readyState: options.readyState ?? 'complete' },
    navigator: options.supported === false ? {} : { serviceWorker: { getRegistration } },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
  };
  return { win: win as unknown as Window, getRegistration, fire: (type: string) => listeners.get(type)?.() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => watchForUpdates.mockClear());

describe('the work a page load has', () => {
  it('registers a first worker, watches one installing or waiting, and otherwise only listens', () => {
    expect(registrationWork(undefined)).toBe('register');
    expect(registrationWork({ installing: worker, waiting: null })).toBe('watch');
    expect(registrationWork({ installing: null, waiting: worker })).toBe('watch');
    expect(registrationWork({ installing: null, waiting: null })).toBe('listen');
  });
});

describe('starting the service worker', () => {
  it('does nothing where the browser has no service workers', () => {
    const { win } = fakeWindow({ supported: false });
    expect(() => startServiceWorker(win, { enabled: true })).not.toThrow();
    expect(win.addEventListener).not.toHaveBeenCalled();
  });

  it('waits for the page to load before asking anything', async () => {
    const { win, getRegistration, fire } = fakeWindow({ readyState: 'interactive' });
    startServiceWorker(win, { enabled: true });
    await settled();
    expect(getRegistration).not.toHaveBeenCalled();
    fire('load');
    await settled();
    expect(getRegistration).toHaveBeenCalledOnce();
    expect(watchForUpdates).toHaveBeenCalledWith(win);
  });

  it('loads workbox-window to watch a new worker installing or waiting', async () => {
    for (const registration of [fakeRegistration({ installing: worker }), fakeRegistration({ waiting: worker })]) {
      watchForUpdates.mockClear();
      startServiceWorker(fakeWindow({ registration }).win, { enabled: true });
      await settled();
      expect(watchForUpdates).toHaveBeenCalledOnce();
    }
  });

  it('for a returning reader with nothing new, loads nothing until the browser finds an update', async () => {
    const registration = fakeRegistration();
    startServiceWorker(fakeWindow({ registration }).win, { enabled: true });
    await settled();
    expect(watchForUpdates).not.toHaveBeenCalled();
    expect(registration.addEventListener).toHaveBeenCalledWith('updatefound', expect.any(Function), { once: true });
    registration.fire('updatefound');
    await settled();
    expect(watchForUpdates).toHaveBeenCalledOnce();
  });

  it('in development removes a worker a production build left, and registers none', async () => {
    const registration = fakeRegistration({ waiting: worker });
    startServiceWorker(fakeWindow({ registration }).win, { enabled: false });
    await settled();
    expect(registration.unregister).toHaveBeenCalledOnce();
    expect(watchForUpdates).not.toHaveBeenCalled();
  });

  it('logs a failure instead of throwing it at the reader', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new DOMException('The document is in an invalid state.', 'InvalidStateError');
    expect(() => startServiceWorker(fakeWindow({ failure }).win, { enabled: true })).not.toThrow();
    await settled();
    expect(error).toHaveBeenCalledWith('The service worker could not start.', failure);
    error.mockRestore();
  });
});
