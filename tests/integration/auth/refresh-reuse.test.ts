import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { authRequest, signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

const refresh = (token: string) => backend.client().auth.refreshSession({ refresh_token: token });
const getUserWith = (token: string) => authRequest(backend, '/user', { headers: { authorization: `Bearer ${token}` } });

/** Whether the session an access token names still exists. */
async function sessionLives(accessToken: string): Promise<boolean> {
  const result = await backend.db.query('select 1 from auth.sessions where id = $1', [decodeJwt(accessToken).session_id]);
  return result.rows.length === 1;
}

describe('refresh tokens used twice', () => {
  it('give two tabs that refresh together with one token a session each, and sign neither out', async () => {
    const { session } = await signedIn(backend, 'two-tabs');
    const [first, second] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const tokens = [first.data.session, second.data.session].map((tab) => ({
      access: tab?.access_token ?? '',
      refresh: tab?.refresh_token ?? '',
    }));
    for (const token of tokens) expect((await getUserWith(token.access)).status).toBe(200);
    for (const token of tokens) expect((await refresh(token.refresh)).error).toBeNull();
    expect(await sessionLives(session.access_token)).toBe(true);
  });

  it('still work as a retry within 10 seconds, as GoTrue allows', async () => {
    const { session } = await signedIn(backend, 'retry');
    expect((await refresh(session.refresh_token)).error).toBeNull();
    backend.advanceClock(9_000);
    const retried = await refresh(session.refresh_token);
    expect(retried.error).toBeNull();
    expect((await getUserWith(retried.data.session?.access_token ?? '')).status).toBe(200);
  });

  it('end the whole session when replayed after 10 seconds, since only a stolen copy would be', async () => {
    const { session } = await signedIn(backend, 'replay');
    const rotated = await refresh(session.refresh_token);
    expect(rotated.error).toBeNull();
    backend.advanceClock(10_001);

    const replay = await refresh(session.refresh_token);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    const afterReplay = await refresh(rotated.data.session?.refresh_token ?? '');
    expect(afterReplay.error?.code).toBe('refresh_token_not_found');
    expect((await getUserWith(rotated.data.session?.access_token ?? '')).status).toBe(403);
    expect(await sessionLives(session.access_token)).toBe(false);
  });
});
