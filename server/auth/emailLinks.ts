/**
 * The links the auth routes mail: the confirmation of a new account (24 hours) and the password
 * reset (one hour: it can take over an account, so it is short-lived). Each mail carries a fresh
 * token, stored only as a hash, so the link mailed before it stops working; redeeming a link uses
 * it up. Both lead to a page of the site, which exchanges the token for a session with
 * `verifyOtp({ type, token_hash })`.
 */
import type { BackendDeps, OutgoingMail } from '../contracts.ts';
import type { RoutePath } from '../../src/lib/routes/index.ts';
import { failures } from './errors.ts';
import { confirmationMail, recoveryMail } from './mails.ts';
import { siteLink } from './siteLinks.ts';
import { hashToken, newSecretToken } from './tokens.ts';
import { type LinkKind, redeemLinkToken, setLinkToken, type UserRow } from './usersStore.ts';

const hourMs = 60 * 60 * 1000;

const linkKinds: Record<LinkKind, { lifetimeMs: number; page: RoutePath; mail(to: string, link: string): OutgoingMail }> = {
  signup: { lifetimeMs: 24 * hourMs, page: '/confirm', mail: confirmationMail },
  recovery: { lifetimeMs: hourMs, page: '/reset-password', mail: recoveryMail },
};

export async function sendEmailLink(
  deps: BackendDeps,
  kind: LinkKind,
  user: Pick<UserRow, 'id' | 'email'>,
  redirectTo?: string,
): Promise<void> {
  const { page, mail } = linkKinds[kind];
  const token = newSecretToken();
  await setLinkToken(deps.db, kind, user.id, hashToken(token), new Date(deps.now()));
  const query: Record<string, string> = { token_hash: token, type: kind };
  if (redirectTo) query.redirect_to = redirectTo;
  await deps.mail.send(mail(user.email, siteLink(deps.config.siteUrl, page, query)));
}

/** The user whose link of one of `kinds` the token is, and which kind it was, the link now used up; 403 `otp_expired` when none is. */
export async function redeemEmailLink(
  deps: BackendDeps,
  kinds: readonly LinkKind[],
  token: string,
): Promise<{ user: UserRow; kind: LinkKind }> {
  const nowMs = deps.now();
  for (const kind of kinds) {
    const notSentBefore = new Date(nowMs - linkKinds[kind].lifetimeMs);
    const user = await redeemLinkToken(deps.db, kind, hashToken(token), new Date(nowMs), notSentBefore);
    if (user) return { user, kind };
  }
  throw failures.linkExpired();
}
