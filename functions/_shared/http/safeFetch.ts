import { cappedBody } from './cappedBody.ts';
import { AddressRefused, checkedAddress, FetchFailed, FetchTimedOut, type PublicNetwork } from './publicNetwork.ts';

/**
 * The one way the functions fetch an address they were given by the owner or found in content (a
 * feed, a link): never one the operator set (AI_*_BASE_URL, EMAIL_API_URL, DEPLOY_HOOK_URL), which
 * may rightly be on this machine. http and https only; every hop's host resolved and checked
 * before anything is sent (publicNetwork.ts); redirects followed here, three at most, each checked
 * again; one time limit over resolving, connecting and reading every hop's whole body; a size cap
 * while the body streams in.
 */
export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  headers?: Record<string, string>;
}

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: string;
  contentType: string | null;
  body: Uint8Array;
}

export const maxRedirects = 3;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export async function safeFetch(network: PublicNetwork, address: string, options: SafeFetchOptions): Promise<Fetched> {
  let url = parsedUrl(address);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const connectTo = await beforeDeadline(checkedAddress(network, url), deadline);
      const response = await network.get(url, connectTo, { headers: options.headers ?? {}, signal: deadline });
      if (!redirectStatuses.has(response.status)) {
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new FetchFailed(`${url.host} answered ${response.status}.`);
        }
        const tooLarge = () => new FetchFailed(`The answer of ${url.host} is larger than ${megabytes(options.maxBytes)}.`);
        const body = await cappedBody(response, options.maxBytes, deadline, tooLarge);
        return { url: url.href, contentType: response.headers.get('content-type'), body };
      }
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (!location) throw new FetchFailed(`${url.host} answered ${response.status} without saying where to.`);
      if (redirects === maxRedirects) throw new FetchFailed(`${address.slice(0, 200)} redirects more than ${maxRedirects} times.`);
      url = parsedUrl(location, url);
    }
  } catch (error) {
    if (error instanceof AddressRefused) throw error;
    if (deadline.aborted) throw new FetchTimedOut(`${url.host} did not answer in full within ${seconds(options.timeoutMs)}.`);
    if (error instanceof FetchFailed) throw error;
    throw new FetchFailed(`${url.host} could not be reached (${reasonOf(error)}).`);
  }
}

function parsedUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new FetchFailed(`${text.slice(0, 200)} is not a web address.`);
  }
}

/** The resolver's answer, or the deadline's abort: a resolver may not take a signal. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  deadline.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(deadline.reason);
    deadline.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abort));
  });
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`);
const megabytes = (bytes: number) => (bytes >= 1048576 ? `${Math.round(bytes / 1048576)} MB` : `${Math.round(bytes / 1024)} KB`);
