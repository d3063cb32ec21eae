import { describe, expect, it, vi } from 'vitest';
import { watchForUpdates, type WatchDependencies } from '../../../../src/service-worker/watchForUpdates.ts';
import { dismissedVersionKey } from '../../../../src/service-worker/workerVersion.ts';
import type { OfferActions } from '../../../../src/service-worker/updateOffer.ts';
import { memoryStore } from '../../support/memoryStore.ts';

// The browser's workbox-window is replaced by the fake below; its modules expect a worker's globals.
vi.mock('workbox-window/Workbox.js', () => ({ Workbox: class {} }));
vi.mock('workbox-window/messageSW.js', () => ({ messageSW: vi.fn() }));

type Listener = (event?: unknown) => void;

function fakeWorker(version: string | undefined, state = 'installed') {
  const listeners: Listener[] = [];
  return {
    version,
    state,
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    becomes(next: string) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}
type FakeWorker = ReturnType<typeof fakeWorker>;

function setUp(pending: { active?: boolean; waiting?: FakeWorker; installing?: FakeWorker }, session = memoryStore()) {
  const registration = {
    active: pending.active === false ? null : {},
    waiting: pending.waiting ?? null,
    installing: pending.installing ?? null,
  };
  const workboxListeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: Listener) =>
      workboxListeners.set(type, [...(workboxListeners.get(type) ?? []), listener]),
    ),
    register: vi.fn(async () => registration),
    messageSkipWaiting: vi.fn(),
  };
  const offers: OfferActions[] = [];
  const dependencies = {
    createWorkbox: () => workbox,
    // A worker without a version never answers, as a stuck one would.
    askVersion: (worker: ServiceWorker) =>
      new Promise<unknown>((resolve) => (worker as unknown as FakeWorker).version && resolve((worker as unknown as FakeWorker).version)),
    showOffer: (_doc: Document, actions: OfferActions) => offers.push(actions),
  } as unknown as WatchDependencies;
  const reload = vi.fn();
  const win = {
    document: {},
    sessionStorage: session,
    location: { reload },
    setTimeout: (callback: (value: string) => void, _ms: number, value: string) => callback(value),
  } as unknown as Window;
  const fire = (type: string) => {
    for (const listener of workboxListeners.get(type) ?? []) listener();
  };
  return { registration, workbox, offers, reload, session, watch: () => watchForUpdates(win, dependencies), fire };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offering a new version', () => {
  it('offers a worker that waits behind the active one', async () => {
    const { offers, watch } = setUp({ waiting: fakeWorker('v2') });
    await watch();
    expect(offers).toHaveLength(1);
  });

  it('offers nothing when nothing waits, or when a first worker waits the instant before it activates', async () => {
    for (const pending of [{}, { active: false, waiting: fakeWorker('v1') }]) {
      const { offers, watch } = setUp(pending);
      await watch();
      expect(offers).toEqual([]);
    }
  });

  it('waits for a worker midway through installing, then offers it', async () => {
    const installing = fakeWorker('v2', 'installing');
    const { registration, offers, watch } = setUp({ installing });
    const watching = watch();
    await settled();
    expect(offers).toEqual([]);
    Object.assign(registration, { installing: null, waiting: installing });
    installing.becomes('installed');
    await watching;
    expect(offers).toHaveLength(1);
  });

  it('offers a worker workbox-window reports waiting later', async () => {
    const { registration, offers, watch, fire } = setUp({});
    await watch();
    registration.waiting = fakeWorker('v2') as never;
    fire('waiting');
    await settled();
    expect(offers).toHaveLength(1);
  });

  it('does not offer again, on the next pages of the visit, the version the reader dismissed; a newer one it offers', async () => {
    const session = memoryStore();
    const first = setUp({ waiting: fakeWorker('v2') }, session);
    await first.watch();
    first.offers[0]!.dismiss();
    expect(JSON.parse(session.getItem(dismissedVersionKey) ?? '')).toBe('v2');

    const samePage = setUp({ waiting: fakeWorker('v2') }, session);
    await samePage.watch();
    expect(samePage.offers).toEqual([]);

    const newer = setUp({ waiting: fakeWorker('v3') }, session);
    await newer.watch();
    expect(newer.offers).toHaveLength(1);
  });

  it('still offers when the waiting worker does not say its version in time', async () => {
    const { offers, watch } = setUp({ waiting: fakeWorker(undefined) });
    await watch();
    expect(offers).toHaveLength(1);
  });
});

describe('reloading into the new version', () => {
  it('asks the waiting worker to take over, and reloads once it controls the page', async () => {
    const { workbox, offers, reload, watch, fire } = setUp({ waiting: fakeWorker('v2') });
    await watch();
    offers[0]!.reload();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('only reloads when another tab has taken the new version already', async () => {
    const { registration, workbox, offers, reload, watch } = setUp({ waiting: fakeWorker('v2') });
    await watch();
    registration.waiting = null;
    offers[0]!.reload();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});
