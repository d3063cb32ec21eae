import type { AuthChangeEvent } from '@supabase/supabase-js';
import { showAdminAnswer, showSignedIn, showSignedOut } from '../../stores/session.ts';
import { clearAdminCache, readAdminCache, writeAdminCache } from './adminCache.ts';
import { hasFields, isBoolean } from '../plainChecks.ts';

export interface SessionLike {
  user: { id: string; email?: string };
}

/** The part of the supabase-js client the session needs; the tests pass a fake. */
export interface SessionClient {
  auth: {
    getSession(): Promise<{ data: { session: SessionLike | null }; error: unknown }>;
    onAuthStateChange(callback: (event: AuthChangeEvent, session: SessionLike | null) => void): unknown;
  };
  functions: { invoke(name: string): Promise<{ data: unknown; error: unknown }> };
}

export interface SessionDeps {
  /** sessionStorage: where the admin answer is cached for the early paint of the next page. */
  adminCache: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
  /** Runs a task after the auth callback returns: supabase-js holds a lock while calling it. */
  defer(task: () => void): void;
  log: Pick<Console, 'error'>;
}

const isAdminStatus = hasFields({ isAdmin: isBoolean });

/**
 * Keeps `$auth` in step with supabase-js: restored or new sessions show signed in, sign-out and a
 * failed refresh show signed out (logged to the console only). The admin answer comes from the
 * server once per user and browser session, then from the cache.
 */
export async function connectSession(client: SessionClient, deps: SessionDeps): Promise<void> {
  let currentUserId: string | null = null;

  async function askAdminStatus(userId: string): Promise<void> {
    const { data, error } = await client.functions.invoke('admin-status');
    const answered = isAdminStatus(data);
    if (error || !answered) {
      deps.log.error(`admin-status: expected {"isAdmin": boolean}, received ${JSON.stringify(data) ?? 'nothing'}`, error);
    } else {
      writeAdminCache(deps.adminCache, userId, data.isAdmin);
    }
    if (currentUserId === userId) showAdminAnswer(answered && data.isAdmin);
  }

  function show(session: SessionLike | null): void {
    if (!session) {
      currentUserId = null;
      showSignedOut();
      return;
    }
    const { id, email = '' } = session.user;
    const cached = readAdminCache(deps.adminCache, id);
    const isNewUser = currentUserId !== id;
    currentUserId = id;
    showSignedIn(email, cached);
    if (cached === null && isNewUser) deps.defer(() => void askAdminStatus(id));
  }

  client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') clearAdminCache(deps.adminCache);
    if (event !== 'PASSWORD_RECOVERY') show(event === 'SIGNED_OUT' ? null : session);
  });
  const { error } = await client.auth.getSession();
  if (error) {
    deps.log.error('The stored session could not be restored or refreshed; continuing signed out.', error);
    show(null);
  }
}
