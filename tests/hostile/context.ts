import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { PartnerCorpusKeys } from './endpoints/partnerApi.ts';
import { mailCatcher, tokenFromMail } from './mailLinks.ts';

/** A signed-in account the corpus uses for the routes that need one. */
export interface CorpusUser {
  email: string;
  password: string;
  accessToken: string;
}

/** What the cases need from the running backend: its public key, accounts, and real newsletter links. */
export interface CorpusContext {
  anonKey: string;
  /** For /user, admin-status and password sign-in. */
  user: CorpusUser;
  /** The administrator, where a run has one (an ADMIN_EMAILS address), for the admin's functions. */
  admin?: CorpusUser;
  /** The service role's key, where a run has it, for the functions only a cron job calls. */
  serviceRoleKey?: string;
  /** Signed out by the logout cases, so the user above stays signed in. */
  leaver: CorpusUser;
  /** Links of addresses left pending, and of addresses whose unsubscribe is tried (never the same ones). */
  newsletter: { confirmTokens: string[]; unsubscribeTokens: string[] };
  /** Bearer tokens this project never signed: `alg: none`, another secret, a role the API does not know. */
  forgedTokens: string[];
  /** The partner API's keys, where a run seeded them (seedPartnerApiCorpus). */
  partnerKeys?: PartnerCorpusKeys;
}

export const corpusPassword = 'a long hostile-corpus passphrase';

/** Prepares the context through the public API and the mails it sends (the development mail catcher's), as a reader would. */
export async function prepareContext(origin: string, anonKey: string, mailbox = mailCatcher(origin)): Promise<CorpusContext> {
  const call = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    });
  const signedInUser = async (): Promise<CorpusUser> => {
    const email = `corpus.${randomUUID()}@example.test`;
    await call('/auth/v1/signup', { email, password: corpusPassword });
    const tokenHash = await tokenFromMail(mailbox, email, /[?&]token_hash=([^&\s]+)/);
    const session = await call('/auth/v1/verify', { type: 'signup', token_hash: tokenHash });
    return { email, password: corpusPassword, accessToken: String(session.access_token) };
  };
  const subscribed = async (link: RegExp) => {
    const email = `corpus.reader.${randomUUID()}@example.test`;
    await call('/functions/v1/newsletter-subscribe', { email });
    return tokenFromMail(mailbox, email, link);
  };
  const confirmTokens = await Promise.all([1, 2].map(() => subscribed(/newsletter\/confirm\?token=([\w-]+)/)));
  const unsubscribeTokens = await Promise.all([1, 2].map(() => subscribed(/newsletter-unsubscribe\?token=([\w-]+)/)));
  return {
    anonKey,
    user: await signedInUser(),
    leaver: await signedInUser(),
    newsletter: { confirmTokens, unsubscribeTokens },
    forgedTokens: await forgedTokens(),
  };
}

async function forgedTokens(): Promise<string[]> {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const claims = { role: 'service_role', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600 };
  const otherSecret = new TextEncoder().encode('not-this-projects-secret-but-long-enough-to-sign');
  return [
    `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(otherSecret),
    await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(otherSecret),
    'not.a.jwt',
  ];
}
