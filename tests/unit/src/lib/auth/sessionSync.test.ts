import type { AuthChangeEvent } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSession, type SessionClient, type SessionLike } from '../../../../../src/lib/auth/sessionSync.ts';
import { adminStatusKeyPrefix } from '../../../../../src/lib/storageKeys.ts';
import { $auth } from '../../../../../src/stores/session.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const reader: SessionLike = { user: { id: 'user-1', email: 'reader@example.test' } };

/** A supabase-js stand-in: the test emits auth events and chooses the admin-status answer. */
function fakeClient(options: { restoreError?: unknown; adminAnswer?: { data: unknown; error: unknown } } = {}) {
  let emit: (event: AuthChangeEvent, session: SessionLike | null) => void = () => {};
  const invoke = vi.fn(async () => options.adminAnswer ?? { data: { isAdmin: false }, error: null });
  const client: SessionClient = {
    auth: {
      getSession: async () => ({ data: { session: null }, error: options.restoreError ?? null }),
      onAuthStateChange: (callback) => {
        emit = callback;
      },
    },
    functions: { invoke },
  };
  return { client, invoke, emit: (event: AuthChangeEvent, session: SessionLike | null) => emit(event, session) };
}

async function connect(options: Parameters<typeof fakeClient>[0] = {}, cache = memoryStore()) {
  const fake = fakeClient(options);
  const deferred: (() => void)[] = [];
  const log = { error: vi.fn() };
  await connectSession(fake.client, { adminCache: cache, defer: (task) => deferred.push(task), log });
  const runDeferred = async () => {
    for (const task of deferred.splice(0)) task();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...fake, cache, log, runDeferred };
}

beforeEach(() => $auth.set({ status: 'loading' }));

describe('the session', () => {
  it('is loading until the stored session is restored, then signed in, then signed out', async () => {
    expect($auth.get()).toEqual({ status: 'loading' });
    const session = await connect();
    session.emit('INITIAL_SESSION', reader);
    expect($auth.get()).toEqual({ status: 'signed-in', email: 'reader@example.test', isAdmin: null });
    session.emit('SIGNED_OUT', null);
    expect($auth.get()).toEqual({ status: 'signed-out' });
  });

  it('shows a visitor with no stored session as signed out', async () => {
    const session = await connect();
    session.emit('INITIAL_SESSION', null);
    expect($auth.get()).toEqual({ status: 'signed-out' });
  });

  it('shows signed out after a failed refresh and says why in the console only', async () => {
    const session = await connect({ restoreError: new Error('Invalid Refresh Token: Already Used') });
    expect($auth.get()).toEqual({ status: 'signed-out' });
    expect(session.log.error).toHaveBeenCalledWith(expect.stringContaining('could not be restored'), expect.any(Error));
  });

  it('asks the server once after sign-in and caches the answer for the next page', async () => {
    const session = await connect({ adminAnswer: { data: { isAdmin: true, email: 'owner@example.test' }, error: null } });
    session.emit('SIGNED_IN', reader);
    session.emit('TOKEN_REFRESHED', reader);
    await session.runDeferred();
    expect(session.invoke).toHaveBeenCalledTimes(1);
    expect(session.invoke).toHaveBeenCalledWith('admin-status');
    expect($auth.get()).toMatchObject({ status: 'signed-in', isAdmin: true });
    expect(session.cache.getItem(`${adminStatusKeyPrefix}user-1`)).toBe('true');
  });

  it('uses the cached answer without asking again', async () => {
    const session = await connect({}, memoryStore({ [`${adminStatusKeyPrefix}user-1`]: 'false' }));
    session.emit('SIGNED_IN', reader);
    await session.runDeferred();
    expect(session.invoke).not.toHaveBeenCalled();
    expect($auth.get()).toMatchObject({ isAdmin: false });
  });

  it('treats an unreadable admin answer as not admin, without caching it', async () => {
    const session = await connect({ adminAnswer: { data: null, error: new Error('FunctionsFetchError') } });
    session.emit('SIGNED_IN', reader);
    await session.runDeferred();
    expect($auth.get()).toMatchObject({ isAdmin: false });
    expect(session.cache.length).toBe(0);
    expect(session.log.error).toHaveBeenCalledWith(expect.stringContaining('expected {"isAdmin": boolean}'), expect.any(Error));
  });

  it('forgets the cached answer on sign-out', async () => {
    const session = await connect({}, memoryStore({ [`${adminStatusKeyPrefix}user-1`]: 'true', other: 'kept' }));
    session.emit('SIGNED_IN', reader);
    session.emit('SIGNED_OUT', null);
    expect(session.cache.getItem(`${adminStatusKeyPrefix}user-1`)).toBeNull();
    expect(session.cache.getItem('other')).toBe('kept');
  });

  it('ignores an admin answer that arrives after sign-out', async () => {
    const session = await connect({ adminAnswer: { data: { isAdmin: true }, error: null } });
    session.emit('SIGNED_IN', reader);
    session.emit('SIGNED_OUT', null);
    await session.runDeferred();
    expect($auth.get()).toEqual({ status: 'signed-out' });
  });
});
