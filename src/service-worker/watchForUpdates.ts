/**
 * Registers the worker with workbox-window and offers each new version once: when a deploy's
 * worker is waiting, the page shows one quiet message (updateOffer.ts). Loaded only when there is
 * work (startServiceWorker.ts). A new version never takes over by itself: pages already open keep
 * the files they started with until the reader chooses Reload.
 */
import { messageSW } from 'workbox-window/messageSW.js';
import { Workbox } from 'workbox-window/Workbox.js';
import { isString } from '../lib/plainChecks.ts';
import { readStored, writeStored } from '../lib/storage/keyValueStore.ts';
import { lazyStore } from '../lib/storage/lazyStores.ts';
import type { showUpdateOffer } from './updateOffer.ts';
import { dismissedVersionKey, serviceWorkerUrl, versionRequest } from './workerVersion.ts';

/** A waiting worker answers at once; past this the offer shows without knowing the version. */
const versionTimeoutMs = 3000;

/** workbox-window's pieces and the offer, passed in so tests drive them without a browser. */
export interface WatchDependencies {
  createWorkbox: (url: string) => Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting'>;
  askVersion: (worker: ServiceWorker) => Promise<unknown>;
  showOffer: typeof showUpdateOffer;
}

const browserDependencies: WatchDependencies = {
  createWorkbox: (url) => new Workbox(url),
  askVersion: (worker) => messageSW(worker, versionRequest),
  // Loaded when a new version waits, which few page views meet: the rest never download the offer and its stylesheet's address.
  showOffer: (doc, actions) =>
    void import('./updateOffer.ts').then(
      ({ showUpdateOffer }) => showUpdateOffer(doc, actions),
      (error: unknown) => console.error('The offer of the new version could not be shown.', error),
    ),
};

export async function watchForUpdates(
  win: Window,
  { createWorkbox, askVersion, showOffer }: WatchDependencies = browserDependencies,
): Promise<void> {
  const session = lazyStore(() => win.sessionStorage);
  const workbox = createWorkbox(serviceWorkerUrl);
  const registration = await workbox.register({ immediate: true });
  if (!registration) return;
  const offerWaitingVersion = async () => {
    await installFinished(registration.installing);
    const waiting = registration.waiting;
    // A first worker waits for an instant too, before it activates; only one that waits behind an active one is an update.
    if (!waiting || !registration.active) return;
    const version = await Promise.race([askVersion(waiting), new Promise((resolve) => win.setTimeout(resolve, versionTimeoutMs, ''))]);
    if (!isString(version) || readStored(session, dismissedVersionKey, isString) === version) return;
    showOffer(win.document, {
      reload: () => {
        // Nothing waits any more when another tab took the new version already: this page only reloads into it.
        if (!registration.waiting) return win.location.reload();
        workbox.addEventListener('controlling', () => win.location.reload());
        workbox.messageSkipWaiting();
      },
      dismiss: () => writeStored(session, dismissedVersionKey, version),
    });
  };
  // A worker may be waiting, or installing, already; workbox-window reports the ones found from now on.
  workbox.addEventListener('waiting', () => void offerWaitingVersion());
  await offerWaitingVersion();
}

function installFinished(worker: ServiceWorker | null): Promise<void> {
  return new Promise((resolve) => {
    if (worker?.state !== 'installing') return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installing') resolve();
    });
  });
}
