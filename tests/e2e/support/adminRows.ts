import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAdminEmail } from '../../../playwright.config.ts';
import { localDemoAnonKey } from '../../../src/lib/auth/backendConfig.ts';
import { password } from './accounts.ts';
import { latestMailTo, linkIn } from './mail.ts';

const apiKey = { apikey: localDemoAnonKey };

async function passwordGrant(request: APIRequestContext): Promise<string | null> {
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: apiKey, data: { email: e2eAdminEmail, password } });
  return response.ok() ? ((await response.json()) as { access_token: string }).access_token : null;
}

/**
 * Signs the admin up and confirms the account from the mail catcher, once per backend and before
 * any spec runs (globalSetup.ts, extraBackend.ts): specs running side by side then only sign in,
 * and never both create the account.
 */
export async function createAdmin(request: APIRequestContext): Promise<void> {
  if (await passwordGrant(request)) return;
  const signUp = await request.post('/auth/v1/signup', { headers: apiKey, data: { email: e2eAdminEmail, password } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const link = new URL(linkIn(await latestMailTo(request, e2eAdminEmail), '/confirm'));
  const verified = await request.post('/auth/v1/verify', {
    headers: apiKey,
    data: { type: 'signup', token_hash: link.searchParams.get('token_hash') },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** The admin's access token over the API, without a browser page. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const token = await passwordGrant(request);
  if (!token) throw new Error(`${e2eAdminEmail} could not sign in: the backend's admin is created before the specs run (createAdmin).`);
  return token;
}

/** Rows of a visitor table as the admin reads them through REST (`query` is PostgREST filters). */
export async function adminRows<Row>(request: APIRequestContext, table: string, query: string): Promise<Row[]> {
  const token = await adminToken(request);
  const response = await request.get(`/rest/v1/${table}?${query}`, { headers: { ...apiKey, authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Row[];
}

/** Rows added through REST as the admin, as the admin's tools would store them; answers them with their ids. */
export async function insertRows(request: APIRequestContext, table: string, rows: object[]): Promise<{ id: string }[]> {
  const headers = { ...apiKey, authorization: `Bearer ${await adminToken(request)}`, prefer: 'return=representation' };
  const response = await request.post(`/rest/v1/${table}`, { headers, data: rows });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string }[];
}
