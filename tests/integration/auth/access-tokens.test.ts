import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './support/authBackend.ts';
import { signToken } from '../support/users.ts';
import { authRequest, signedIn } from './support/rawRequests.ts';

let backend: AuthBackend;
beforeAll(async () => {
  backend = await startAuthBackend();
});
afterAll(() => backend.stop());

const getUserWith = (token: string) => authRequest(backend, '/user', { headers: { authorization: `Bearer ${token}` } });

describe('access tokens', () => {
  it('carry the claims Supabase Auth issues', async () => {
    const { session, email } = await signedIn(backend);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('lets a user change user_metadata only, never app_metadata', async () => {
    const { supabase } = await signedIn(backend);
    const { data, error } = await supabase.auth.updateUser({ data: { is_admin: true } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ is_admin: true });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const refreshed = await supabase.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session?.access_token ?? '');
    expect(claims.user_metadata).toEqual({ is_admin: true });
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(claims.role).toBe('authenticated');
  });

  it('refuses to change the address locally, and says so', async () => {
    const { supabase } = await signedIn(backend);
    const { error } = await supabase.auth.updateUser({ email: 'another.address@example.test' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('credential_change_not_supported');
    expect(error?.message).toContain('not available on the local backend');
  });

  it('are refused when signed with another key', async () => {
    const { session } = await signedIn(backend);
    const forged = await signToken('another-secret-of-enough-length', decodeJwt(session.access_token));
    const response = await getUserWith(forged);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    expect((await getUserWith(session.access_token)).status).toBe(200);
  });

  it('are refused once expired', async () => {
    const { supabase, session } = await signedIn(backend);
    backend.advanceClock(3601 * 1000);
    const response = await getUserWith(session.access_token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt', msg: expect.stringContaining('"exp" claim timestamp check failed') });
    const { error } = await supabase.auth.getUser(session.access_token);
    expect(error?.code).toBe('bad_jwt');
  });

  it('stop working as soon as their session is signed out', async () => {
    const { supabase, session } = await signedIn(backend);
    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    const response = await getUserWith(session.access_token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('are required by /user', async () => {
    const response = await authRequest(backend, '/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });
});
