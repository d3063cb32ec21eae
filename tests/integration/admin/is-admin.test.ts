import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let admin: TestUser;
let user: TestUser;
let unconfirmedAdmin: TestUser;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['Owner@Example.test', 'late@example.test'] });
  admin = await createTestUser(test, 'OWNER@example.test');
  user = await createTestUser(test, 'reader@example.test');
  unconfirmedAdmin = await createTestUser(test, 'late@example.test', { confirmed: false });
}, backendStartTimeout);
afterAll(() => test.stop());

describe('public.is_admin() over REST', () => {
  it('is true for a confirmed address on the list, compared without case', async () => {
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
  });

  it('is false for a signed-in user who is not on the list', async () => {
    expect((await user.client.rpc('is_admin')).data).toBe(false);
  });

  it('is false for an address on the list that is not confirmed yet', async () => {
    expect((await unconfirmedAdmin.client.rpc('is_admin')).data).toBe(false);
  });

  it('is false for an anonymous visitor', async () => {
    const { data, error } = await test.client().rpc('is_admin');
    expect(error).toBeNull();
    expect(data).toBe(false);
  });
});

describe('private.admin_emails', () => {
  const readAs = (role: string, claims: object) =>
    test.backend.deps.db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return (await tx.query<{ email: string }>('select email from private.admin_emails order by email')).rows.map((row) => row.email);
    });

  it('can be read by the admin', async () => {
    expect(await readAs('authenticated', { sub: admin.id, role: 'authenticated' })).toEqual(['late@example.test', 'owner@example.test']);
  });

  it('shows no rows to another signed-in user', async () => {
    expect(await readAs('authenticated', { sub: user.id, role: 'authenticated' })).toEqual([]);
  });

  it('cannot be read by an anonymous visitor at all', async () => {
    await expect(readAs('anon', { role: 'anon' })).rejects.toMatchObject({ code: '42501' });
  });

  it('cannot be written by the admin through the database role', async () => {
    const write = test.backend.deps.db.transaction(async (tx) => {
      await tx.exec('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: admin.id, role: 'authenticated' })]);
      await tx.query(`insert into private.admin_emails (email) values ('intruder@example.test')`);
    });
    await expect(write).rejects.toMatchObject({ code: '42501' });
  });

  it('is not reachable through the REST API, which exposes schema public only', async () => {
    const { error, status } = await admin.client.schema('private').from('admin_emails').select();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });
});
