/**
 * What a sign-up does once it has been answered: store a new account and mail its confirmation
 * (the account is removed again if the mail fails, so the address can sign up afresh), mail a
 * fresh link to an unconfirmed account, or tell a confirmed account's owner that someone tried,
 * with a sign-in link that returns to the page the sign-up was for.
 */
import type { BackendDeps } from '../contracts.ts';
import { sendEmailLink } from './emailLinks.ts';
import { signUpAttemptNotice } from './mails.ts';
import { nextQuery, siteLink } from './siteLinks.ts';
import { deleteUser, findUserByEmail, insertUser, type UserRow } from './usersStore.ts';

export interface SignUp {
  /** The id the answer showed, which a new account takes. */
  id: string;
  email: string;
  passwordHash: string;
  metadata: Record<string, unknown>;
  at: Date;
  redirectTo?: string;
}

/** `existing` is what the lookup before the answer found at the address. */
export async function completeSignUp(deps: BackendDeps, signUp: SignUp, existing: UserRow | undefined): Promise<void> {
  const created = existing ? undefined : await insertUser(deps.db, signUp);
  // A concurrent sign-up may have taken the address between the lookup and the insert.
  const known = created ? undefined : (existing ?? (await findUserByEmail(deps.db, signUp.email)));
  if (created) {
    await sendEmailLink(deps, 'signup', created, signUp.redirectTo).catch(async (error: unknown) => {
      await deleteUser(deps.db, created.id);
      throw error;
    });
  } else if (known && !known.email_confirmed_at) {
    await sendEmailLink(deps, 'signup', known, signUp.redirectTo);
  } else {
    await deps.mail.send(signUpAttemptNotice(signUp.email, siteLink(deps.config.siteUrl, '/auth', nextQuery(signUp.redirectTo))));
  }
}
