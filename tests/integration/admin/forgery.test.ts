import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { signUpAndConfirm } from '../support/signUp.ts';
import { clientWithToken, createTestUser, signToken, type TestUser } from '../support/users.ts';

let test: TestBackend;
let admin: TestUser;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
}, backendStartTimeout);
afterAll(() => test.stop());

describe('admin status cannot be forged', () => {
  it('ignores user_metadata that a user sets on themselves', async () => {
    const { client } = await signUpAndConfirm(test, 'climber@example.test');
    const updated = await client.auth.updateUser({ data: { is_admin: true, role: 'admin' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ is_admin: true, role: 'admin' });
    expect((await client.rpc('is_admin')).data).toBe(false);
    const status = await client.functions.invoke('admin-status');
    expect(status.data).toEqual({ isAdmin: false, email: 'climber@example.test' });
  });

  it('rejects a JWT signed with another key (401, nothing run)', async () => {
    const forged = await signToken('another-secret-that-is-also-at-least-32-chars', {
      sub: admin.id,
      role: 'authenticated',
      email: admin.email,
    });
    const { error, status } = await clientWithToken(test, forged).rpc('is_admin');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('rejects an expired JWT of the admin (401)', async () => {
    const expired = await signToken(test.jwtSecret, { sub: admin.id, role: 'authenticated', email: admin.email }, -60);
    const { error, status } = await clientWithToken(test, expired).rpc('is_admin');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
  });

  it("does not trust an email claim: the admin's address with another user's sub is not admin", async () => {
    const other = await createTestUser(test, 'impostor@example.test');
    const token = await signToken(test.jwtSecret, { sub: other.id, role: 'authenticated', email: admin.email });
    expect((await clientWithToken(test, token).rpc('is_admin')).data).toBe(false);
  });

  it('does not accept an app-specific role claim such as "admin" (401)', async () => {
    const token = await signToken(test.jwtSecret, { sub: admin.id, role: 'admin' });
    expect((await clientWithToken(test, token).rpc('is_admin')).status).toBe(401);
  });

  it('accepts the genuine admin token, so the denials above are about the forgery', async () => {
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
  });
});
