import type { AuthChangeEvent } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createReaderSession } from '../../../../../src/lib/auth/readerSession.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const key = 'strategist-auth';
const now = 1_800_000_000_000;
const session = (expiresInS: number, token = 'old') => ({
  access_token: `access-${token}`,
  refresh_token: `refresh-${token}`,
  expires_at: now / 1000 + expiresInS,
  user: { id: 'user-1', email: 'reader@example.test' },
});

/** A reader session over memory storage, a fake clock and a fetch the case answers; `tab` fires another tab's storage events. */
function setup(stored: object | null, answer: () => Promise<Response>) {
  const storage = memoryStore(stored ? { [key]: JSON.stringify(stored) } : {});
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  let tab: (event: { key: string; newValue: string | null }) => void = () => {};
  const events = {
    addEventListener: (_type: string, listener: (event: { key: string; newValue: string | null }) => void) => {
      tab = listener;
    },
  } as unknown as Pick<Window, 'addEventListener'>;
  const reader = createReaderSession({ url: 'https://api.test', anonKey: 'anon', storageKey: key, storage, fetch, now: () => now, events });
  const heard: [AuthChangeEvent, string | undefined][] = [];
  reader.auth.onAuthStateChange((event, current) => heard.push([event, current?.user.id]));
  return { reader, storage, fetch, heard, tab: (value: object | null) => tab({ key, newValue: value && JSON.stringify(value) }) };
}

const renewed = () => Promise.resolve(Response.json({ ...session(3600, 'new'), expires_at: undefined, expires_in: 3600 }));

describe('the reader session without supabase-js', () => {
  it('uses a stored session that is not about to expire as it is, without a call, and tells listeners it is there', async () => {
    const { reader, fetch, heard } = setup(session(3600), renewed);
    expect(await reader.accessToken()).toBe('access-old');
    expect(fetch).not.toHaveBeenCalled();
    expect(heard).toEqual([['INITIAL_SESSION', 'user-1']]);
  });

  it('renews a session about to expire once for calls made together, stores it and tells listeners', async () => {
    const { reader, storage, fetch, heard } = setup(session(30), renewed);
    expect(await Promise.all([reader.accessToken(), reader.accessToken()])).toEqual(['access-new', 'access-new']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.test/auth/v1/token?grant_type=refresh_token');
    expect(JSON.parse(storage.getItem(key) ?? '{}')).toMatchObject({ refresh_token: 'refresh-new', expires_at: now / 1000 + 3600 });
    expect(heard).toContainEqual(['TOKEN_REFRESHED', 'user-1']);
  });

  it('signs out when the server refuses the renewal, and keeps the session when the server cannot be reached', async () => {
    const refused = setup(session(30), () => Promise.resolve(Response.json({ code: 'refresh_token_not_found' }, { status: 400 })));
    expect(await refused.reader.accessToken()).toBeNull();
    expect(refused.storage.getItem(key)).toBeNull();
    expect(refused.heard).toContainEqual(['SIGNED_OUT', undefined]);

    const offline = setup(session(30), () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.reader.accessToken()).toBe('access-old');
    expect(offline.storage.getItem(key)).not.toBeNull();
  });

  it("hears another tab's sign-in and sign-out, and invokes a function with the person's token", async () => {
    const { reader, fetch, heard, tab } = setup(null, () => Promise.resolve(Response.json({ isAdmin: false })));
    tab(session(3600));
    tab(null);
    expect(heard.slice(-2)).toEqual([
      ['SIGNED_IN', 'user-1'],
      ['SIGNED_OUT', undefined],
    ]);
    expect(await reader.functions.invoke('admin-status')).toEqual({ data: { isAdmin: false }, error: null });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer anon' });
  });
});
