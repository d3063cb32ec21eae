/**
 * Starts the service worker from a page, once the page has loaded and the browser is idle, so the
 * first paint never pays for it. What a returning reader pays stays tiny: the browser already
 * checks /sw.js for a new version on every navigation, so this reads the registration the browser
 * holds and loads workbox-window (watchForUpdates.ts) only when there is work: no worker yet, a
 * new one installing or waiting, or one found later while the page is open.
 */

type PendingWorkers = Pick<ServiceWorkerRegistration, 'installing' | 'waiting'>;

/** What this page load has to do: register a first worker, watch a new one, or only listen for one. */
export type RegistrationWork = 'register' | 'watch' | 'listen';

export function registrationWork(registration: PendingWorkers | undefined): RegistrationWork {
  if (!registration) return 'register';
  return registration.installing || registration.waiting ? 'watch' : 'listen';
}

export interface StartOptions {
  /** False in development, where a worker left by a production build would serve stale pages: it is removed. */
  enabled: boolean;
}

const logFailure = (error: unknown) => console.error('The service worker could not start.', error);

/** Never throws at the reader: a browser without service workers gets none, and a failure is logged. */
export function startServiceWorker(win: Window, { enabled }: StartOptions): void {
  // Missing where the browser has no service workers, and on pages not served over HTTPS or from localhost.
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const start = () => void startWith(win, container, enabled).catch(logFailure);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

async function startWith(win: Window, container: ServiceWorkerContainer, enabled: boolean): Promise<void> {
  const registration = await container.getRegistration();
  if (!enabled) {
    await registration?.unregister();
    return;
  }
  const watch = async () => {
    const { watchForUpdates } = await import('./watchForUpdates.ts');
    await watchForUpdates(win);
  };
  if (registrationWork(registration) === 'listen')
    registration?.addEventListener('updatefound', () => void watch().catch(logFailure), { once: true });
  else await watch();
}
