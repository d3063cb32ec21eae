import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { signUpAndConfirm } from '../support/signUp.ts';
import { type PersonWithData, personWithData, rowsOf } from './support/personWithData.ts';

const adminEmail = 'only.owner@example.test';
const password = 'correct horse battery staple';

let test: TestBackend;
let other: PersonWithData;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail] });
  other = await personWithData(test, 'bystander');
}, backendStartTimeout);
afterAll(() => test.stop());

/** A call as the browser makes it: the anon key, and the person's access token when given. */
function callFunction(name: string, token: string | undefined, body?: unknown): Promise<Response> {
  return fetch(`${test.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token ?? test.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

describe('account-export', () => {
  it("gives a person one file of their account, results with share links, voice conversations, subscription and messages, and nobody else's", async () => {
    const person = await personWithData(test, 'exporter');
    const response = await callFunction('account-export', person.session.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = await response.json();

    expect(file.account).toMatchObject({ id: person.userId, email: person.email });
    expect(file.assessment_results).toEqual([
      expect.objectContaining({
        id: person.resultId,
        role: 'gardener',
        score: 62,
        share_links: [expect.objectContaining({ revoked_at: null })],
      }),
    ]);
    expect(file.voice_conversations).toHaveLength(1);
    expect(file.voice_conversations[0].messages.map((message: { text: string }) => message.text)).toEqual([
      person.voiceQuestion,
      'With the leadership assessment.',
    ]);
    expect(file.newsletter_subscription).toMatchObject({ email: person.email, status: 'confirmed' });
    expect(file.contact_messages).toEqual([expect.objectContaining({ message: 'A workshop in spring?' })]);
    expect(file.not_linked_to_the_account.join(' ')).toContain('Cookie');
    const text = JSON.stringify(file);
    for (const foreign of [other.email, other.userId, other.resultId, other.voiceQuestion]) expect(text).not.toContain(foreign);
  });

  it('gives the administrator their own rows only, though they may read everyone’s', async () => {
    const admin = await signUpAndConfirm(test, `exporting.${adminEmail}`);
    await test.backend.deps.db.query('insert into private.admin_emails (email) values ($1)', [`exporting.${adminEmail}`]);
    const file = await (await callFunction('account-export', admin.session.access_token)).json();
    expect([file.assessment_results, file.voice_conversations, file.contact_messages]).toEqual([[], [], []]);
    await test.backend.deps.db.query('delete from private.admin_emails where email = $1', [`exporting.${adminEmail}`]);
  });

  it('refuses a signed-out caller and a session that has ended', async () => {
    expect((await callFunction('account-export', undefined)).status).toBe(401);
    const person = await signUpAndConfirm(test, 'leaving.exporter@example.test');
    await person.client.auth.signOut();
    const response = await callFunction('account-export', person.session.access_token);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('not_signed_in');
  });
});

describe('account-delete', () => {
  it('removes the account and everything tied to it once its address is typed, and nothing of anyone else', async () => {
    const person = await personWithData(test, 'leaver');
    const otherBefore = await rowsOf(test, other);

    const mistyped = await callFunction('account-delete', person.session.access_token, { email: 'someone.else@example.test' });
    expect([mistyped.status, (await mistyped.json()).error.code]).toEqual([400, 'validation_failed']);
    expect((await rowsOf(test, person)).results).toBe(1);

    const deleted = await callFunction('account-delete', person.session.access_token, { email: ` ${person.email.toUpperCase()} ` });
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: true }]);
    const left = await rowsOf(test, person);
    expect(left).toEqual(Object.fromEntries(Object.keys(left).map((table) => [table, 0])));
    expect(await rowsOf(test, other)).toEqual(otherBefore);
    expect((await test.client().auth.signInWithPassword({ email: person.email, password })).error?.code).toBe('invalid_credentials');
    expect((await callFunction('account-export', person.session.access_token)).status).toBe(401);
  });

  it("refuses the site's only administrator, with a clear message, and removes nothing", async () => {
    const admin = await signUpAndConfirm(test, adminEmail);
    const refused = await callFunction('account-delete', admin.session.access_token, { email: adminEmail });
    const body = await refused.json();
    expect([refused.status, body.error.code]).toEqual([403, 'forbidden']);
    expect(body.error.message).toContain('only administrator');
    expect((await rowsOf(test, { userId: admin.session.user.id, email: adminEmail })).users).toBe(1);
  });

  it('refuses a signed-out caller', async () => {
    expect((await callFunction('account-delete', undefined, { email: other.email })).status).toBe(401);
    expect((await rowsOf(test, other)).users).toBe(1);
  });
});
