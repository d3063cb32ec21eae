/**
 * Email confirmation: a fresh link token per mail (the previous link stops working), valid for
 * 24 hours, stored only as a hash; and redeeming a link, which confirms the address once.
 */
import type { BackendDeps } from '../contracts.ts';
import { failures } from './errors.ts';
import { confirmationMail } from './mails.ts';
import { siteLink } from './siteLinks.ts';
import { hashToken, newSecretToken } from './tokens.ts';
import { confirmByToken, setConfirmationToken, type UserRow } from './usersStore.ts';

export const linkLifetimeMs = 24 * 60 * 60 * 1000;

export async function sendConfirmation(deps: BackendDeps, user: Pick<UserRow, 'id' | 'email'>, redirectTo?: string): Promise<void> {
  const token = newSecretToken();
  await setConfirmationToken(deps.db, user.id, hashToken(token), new Date(deps.now()));
  const query: Record<string, string> = { token_hash: token, type: 'signup' };
  if (redirectTo) query.redirect_to = redirectTo;
  await deps.mail.send(confirmationMail(user.email, siteLink(deps.config.siteUrl, '/confirm', query)));
}

export async function redeemConfirmationLink(deps: BackendDeps, token: string): Promise<UserRow> {
  const nowMs = deps.now();
  const user = await confirmByToken(deps.db, hashToken(token), new Date(nowMs), new Date(nowMs - linkLifetimeMs));
  if (!user) throw failures.linkExpired();
  return user;
}
