/**
 * POST /signup. Every accepted request gets the same answer, a user without a session, whether
 * the address is new, registered but unconfirmed (the confirmation is sent again), or already
 * confirmed (its owner gets a note instead): the form never reveals who has an account.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { sendConfirmation } from './confirmation.ts';
import { validEmail } from './emailAddress.ts';
import { signUpAttemptNotice } from './mails.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { hashPassword } from './passwords.ts';
import type { RouteContext } from './routeContext.ts';
import { allowedRedirect, siteLink } from './siteLinks.ts';
import { userJson } from './userJson.ts';
import { deleteUser, findUserByEmail, insertUser, type UserRow } from './usersStore.ts';

const signupBody = z.object({
  email: z.string(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** The user the answer shows: the same fields for every case, only the id is real for a new one. */
function presentedUser(id: string, email: string, metadata: Record<string, unknown>, at: Date): UserRow {
  return {
    id,
    email,
    role: 'authenticated',
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: at,
    raw_user_meta_data: metadata,
    raw_app_meta_data: {},
    last_sign_in_at: null,
    created_at: at,
    updated_at: at,
  };
}

export function signupRoute(app: Hono, { deps, limits, clientAddress }: RouteContext): void {
  app.post('/signup', async (context) => {
    const body = await readJsonBody(context, signupBody);
    const email = validEmail(body.email);
    checkPasswordStrength(body.password);
    const keys = { mailsPerClient: clientAddress(context), mailsPerAddress: email };
    limits.check(keys);
    const redirectTo = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to'));
    // Hashed even for a known address, so the answer takes the same time in every case.
    const passwordHash = await hashPassword(body.password);
    const at = new Date(deps.now());
    const existing = await findUserByEmail(deps.db, email);
    const created = existing ? undefined : await insertUser(deps.db, { email, passwordHash, metadata: body.data, at });
    // A concurrent sign-up may have taken the address between the lookup and the insert.
    const known = created ? undefined : (existing ?? (await findUserByEmail(deps.db, email)));
    if (created) {
      await sendConfirmation(deps, created, redirectTo).catch(async (error: unknown) => {
        await deleteUser(deps.db, created.id);
        throw error;
      });
    } else if (known && !known.email_confirmed_at) {
      await sendConfirmation(deps, known, redirectTo);
    } else {
      await deps.mail.send(signUpAttemptNotice(email, siteLink(deps.config.siteUrl, '/auth')));
    }
    limits.record(keys);
    return context.json(userJson(presentedUser(created?.id ?? randomUUID(), email, body.data, at)));
  });
}
