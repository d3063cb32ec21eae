import type { SiteBuild } from '../../../../functions/_shared/publishing/siteBuild.ts';
import { adminRequest, failureOf } from './adminFunctions.ts';

/**
 * A rebuild of the public site, as the `site-rebuild` function reports it (its shape is the
 * function's own). Locally the embedded backend builds into a new folder and swaps it in
 * (`queued` → `building` → `live` or `failed`). In production the function calls the static
 * host's deploy hook, which answers no more than `requested`: the page itself then says when it
 * is live.
 */
export type { SiteBuild };

async function buildAnswer(response: Response): Promise<SiteBuild> {
  if (!response.ok) throw await failureOf(response);
  const json = (await response.json()) as { build: SiteBuild };
  return json.build;
}

/** Asks for a rebuild; a request while one is waiting joins it (two quick publishes make one build). */
export async function requestRebuild(signal?: AbortSignal): Promise<SiteBuild> {
  return buildAnswer(await adminRequest('site-rebuild', { method: 'POST', body: {}, signal }));
}

export async function rebuildState(id: number, signal?: AbortSignal): Promise<SiteBuild> {
  return buildAnswer(await adminRequest(`site-rebuild?id=${id}`, { method: 'GET', signal }));
}

/** What a public page answers now: its ETag or Last-Modified, or its status when it has neither. */
export async function pageVersion(path: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${path}${path.includes('?') ? '&' : '?'}fresh=${Date.now()}`, {
    method: 'HEAD',
    cache: 'no-store',
    signal,
  });
  return `${response.status} ${response.headers.get('etag') ?? response.headers.get('last-modified') ?? ''}`;
}
