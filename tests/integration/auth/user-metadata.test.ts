import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { freshEmail, password } from './support/mailLinks.ts';
import { countUsers, postJson, signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

/** Metadata whose JSON text takes about `bytes` bytes. */
const metadataOf = (bytes: number) => ({ note: 'x'.repeat(bytes - 11) });

async function storedMetadata(userId: string): Promise<unknown> {
  const result = await backend.db.query<{ data: unknown }>('select raw_user_meta_data as data from auth.users where id = $1', [userId]);
  return result.rows[0]?.data;
}

describe('user metadata, copied into every access token, is capped at 4 KiB', () => {
  it('refuses a sign-up whose data is larger, saying how large and what to do, and stores nothing', async () => {
    const [usersBefore, mailsBefore] = [await countUsers(backend), (await backend.mails()).length];
    const response = await postJson(backend, '/signup', { email: freshEmail('bulky'), password, data: metadataOf(5000) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; msg: string };
    expect(body.code).toBe('validation_failed');
    expect(body.msg).toMatch(/take 5000 bytes; the limit is 4096 bytes.*store anything larger/);
    expect(await countUsers(backend)).toBe(usersBefore);
    expect((await backend.mails()).length).toBe(mailsBefore);
  });

  it('accepts data up to the cap, and carries it in the access token', async () => {
    const { supabase, session } = await signedIn(backend, 'profile');
    const { data, error } = await supabase.auth.updateUser({ data: metadataOf(4096) });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual(metadataOf(4096));
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').user_metadata).toEqual(metadataOf(4096));
  });

  it('refuses an update that would take the merged data over the cap, and keeps what was stored', async () => {
    const { supabase, session } = await signedIn(backend, 'growing');
    expect((await supabase.auth.updateUser({ data: { first: 'y'.repeat(3000) } })).error).toBeNull();
    const { error } = await supabase.auth.updateUser({ data: { second: 'z'.repeat(3000) } });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toContain('the limit is 4096 bytes');
    expect(await storedMetadata(session.user.id)).toEqual({ first: 'y'.repeat(3000) });
  });

  it('lets an account stored over the cap before it existed shrink step by step, by removing keys with null', async () => {
    const { supabase, session } = await signedIn(backend, 'legacy');
    const oversized = { a: 'a'.repeat(3000), b: 'b'.repeat(3000), c: 'c'.repeat(3000) };
    await backend.db.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
      session.user.id,
      JSON.stringify(oversized),
    ]);
    expect((await supabase.auth.updateUser({ data: { extra: 'more' } })).error?.code).toBe('validation_failed');
    const { data, error } = await supabase.auth.updateUser({ data: { a: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ b: 'b'.repeat(3000), c: 'c'.repeat(3000) });
  });
});
