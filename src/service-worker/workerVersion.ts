/**
 * What pages and the built worker agree on: where the worker lives, and its version. Each built
 * worker knows its version, so a page can tell a new deploy from one the reader has already been
 * offered. The build writes it in place of `versionPlaceholder` once the precache list is in
 * (integrations/serviceWorker.ts): a hash of the whole worker, so any change makes a new one.
 */
export const versionPlaceholder = 'self.__WORKER_VERSION';

/** The worker's address: its folder is its scope, so it sits at the root to serve every page. */
export const serviceWorkerUrl = '/sw.js';

/** sessionStorage: the version whose offer the reader closed, so the next pages of the visit do not offer it again. */
export const dismissedVersionKey = 'strategist-update-dismissed';

/** What a page sends a worker to learn its version; the worker answers on the message's port. */
export const versionRequest = { type: 'GET_VERSION' } as const;

export type WorkerMessage = 'skip-waiting' | 'version' | null;

/** The messages a worker answers: workbox-window's `{type: 'SKIP_WAITING'}` when the reader chose Reload, and the version request. */
export function workerMessage(data: unknown): WorkerMessage {
  const type = (data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') return 'skip-waiting';
  return type === versionRequest.type ? 'version' : null;
}
