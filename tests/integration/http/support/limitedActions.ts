import { randomUUID } from 'node:crypto';
import type { TestBackend } from '../../support/backend.ts';

/** A request that a per-client rate limit counts, and how many of them the limit allows. */
export interface LimitedAction {
  name: string;
  limit: number;
  /** The status of an attempt that is counted but not refused. */
  counted: number;
  attempt(server: TestBackend, headers: Record<string, string>): Promise<number>;
}

async function post(server: TestBackend, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const key = server.backend.config.anonKey;
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

const fresh = (who: string) => `${who}.${randomUUID()}@example.test`;
const pageView = () => ({
  event: 'page_view',
  data: { sessionId: 'limited-session', timestamp: new Date().toISOString(), url: 'https://example.test/welcome' },
});
const guessed = fresh('guessed');

/**
 * The per-client limits of the auth routes, the functions and the visitor tables' REST writes.
 * Where a limit also counts per address, newsletter and contact attempts use a fresh one, so only
 * the per-client count decides.
 */
export const limitedActions: LimitedAction[] = [
  {
    name: 'failed sign-ins for one address (auth)',
    limit: 5,
    counted: 400,
    attempt: (server, headers) =>
      post(server, '/auth/v1/token?grant_type=password', { email: guessed, password: 'not the password' }, headers),
  },
  {
    name: 'newsletter sign-ups (newsletter-subscribe)',
    limit: 20,
    counted: 200,
    attempt: (server, headers) => post(server, '/functions/v1/newsletter-subscribe', { email: fresh('reader') }, headers),
  },
  {
    name: 'contact messages (contact-submit)',
    limit: 5,
    counted: 200,
    attempt: (server, headers) =>
      post(
        server,
        '/functions/v1/contact-submit',
        { name: 'Robin Ratelimit', email: fresh('writer'), message: 'A message from the limit test.', website: '' },
        headers,
      ),
  },
  {
    name: 'analytics batches (analytics-orchestrator)',
    limit: 120,
    counted: 202,
    attempt: (server, headers) =>
      post(
        server,
        '/functions/v1/analytics-orchestrator',
        { events: [pageView()], batchId: randomUUID(), timestamp: new Date().toISOString() },
        headers,
      ),
  },
  {
    name: 'first-party events (firstparty-analytics)',
    limit: 120,
    counted: 202,
    attempt: (server, headers) =>
      post(
        server,
        '/functions/v1/firstparty-analytics',
        {
          type: 'page_view',
          session_id: 'limited-session',
          payload: { path: '/welcome', title: 'Welcome' },
          context: { user_agent: 'Mozilla/5.0 (X11; Linux x86_64)', referrer: null, landing_page: '/welcome', locale: 'en-GB' },
          event_id: randomUUID(),
        },
        headers,
      ),
  },
  {
    name: 'anonymous inserts into a visitor table (REST)',
    limit: 60,
    counted: 201,
    attempt: (server, headers) =>
      post(
        server,
        '/rest/v1/feature_usage',
        { client_event_id: randomUUID(), feature: 'lead_timed', session_id: 'limited-session' },
        headers,
      ),
  },
];

/** Makes as many counted attempts as the limit allows; returns their statuses. */
export async function useUp(action: LimitedAction, server: TestBackend, headers: Record<string, string> = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let count = 0; count < action.limit; count += 1) statuses.push(await action.attempt(server, headers));
  return statuses;
}
