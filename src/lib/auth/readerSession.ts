import type { AuthChangeEvent } from '@supabase/supabase-js';
import { needsRenewal, parseStoredSession, sessionFromTokenAnswer, type StoredSession } from './storedSession.ts';
import type { SessionClient, SessionLike } from './sessionSync.ts';

export interface ReaderSessionDeps {
  url: string;
  anonKey: string;
  storageKey: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: typeof fetch;
  now(): number;
  /** Where another tab's sign-in, renewal or sign-out is heard (`storage` events). */
  events: Pick<Window, 'addEventListener'>;
}

type Listener = (event: AuthChangeEvent, session: SessionLike | null) => void;

export interface ReaderSession extends SessionClient {
  /** The token for a call as the signed-in person, renewed first when it is about to expire; null when signed out. */
  accessToken(): Promise<string | null>;
  /** Tells the page's listeners what supabase-js, when a form loaded it, did to the session. */
  emit: Listener;
}

/**
 * The session of a reader's page without supabase-js: it reads the entry supabase-js writes,
 * renews it through `/auth/v1/token` when it is about to expire (one renewal at a time; a renewal
 * that another tab or client made at the same moment is accepted by the server's reuse interval)
 * and hears other tabs through `storage` events. A refused renewal signs out, as supabase-js does;
 * one that could not reach the server keeps the session for the next call to try again.
 */
export function createReaderSession(deps: ReaderSessionDeps): ReaderSession {
  const listeners = new Set<Listener>();
  let renewal: Promise<StoredSession | null> | undefined;
  const stored = () => parseStoredSession(deps.storage.getItem(deps.storageKey));
  const emit: Listener = (event, session) => {
    for (const listener of listeners) listener(event, session);
  };

  async function renew(session: StoredSession): Promise<StoredSession | null> {
    const answer = await deps
      .fetch(`${deps.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: deps.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      })
      .catch(() => null);
    if (answer === null || answer.status >= 500 || answer.status === 429) return session;
    const renewed = answer.ok ? sessionFromTokenAnswer(await answer.json().catch(() => null), deps.now()) : null;
    if (!renewed) {
      deps.storage.removeItem(deps.storageKey);
      emit('SIGNED_OUT', null);
      return null;
    }
    deps.storage.setItem(deps.storageKey, JSON.stringify(renewed));
    emit('TOKEN_REFRESHED', renewed);
    return renewed;
  }

  async function current(): Promise<StoredSession | null> {
    const session = stored();
    if (!session || !needsRenewal(session, deps.now())) return session;
    renewal ??= renew(session).finally(() => {
      renewal = undefined;
    });
    return renewal;
  }

  deps.events.addEventListener('storage', (event) => {
    if (event.key !== deps.storageKey) return;
    const session = parseStoredSession(event.newValue);
    emit(session ? 'SIGNED_IN' : 'SIGNED_OUT', session);
  });

  return {
    emit,
    async accessToken() {
      return (await current())?.access_token ?? null;
    },
    auth: {
      async getSession() {
        return { data: { session: await current() }, error: null };
      },
      onAuthStateChange(listener) {
        listeners.add(listener);
        void current().then((session) => listener('INITIAL_SESSION', session));
      },
    },
    functions: {
      async invoke(name) {
        const token = await current().then((session) => session?.access_token ?? deps.anonKey);
        try {
          const answer = await deps.fetch(`${deps.url}/functions/v1/${name}`, {
            method: 'POST',
            headers: { apikey: deps.anonKey, Authorization: `Bearer ${token}` },
          });
          const data: unknown = await answer.json().catch(() => null);
          return answer.ok ? { data, error: null } : { data, error: new Error(`${name} answered ${answer.status}`) };
        } catch (error) {
          return { data: null, error };
        }
      },
    },
  };
}
