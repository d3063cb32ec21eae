/**
 * POST /signup. Every accepted request gets the same answer, a user without a session, whether
 * the address is new, registered but unconfirmed (the confirmation is sent again), or already
 * confirmed (its owner gets a note instead): the form never reveals who has an account. The
 * answer does the same work in every case (checks, hashing, one lookup); storing the account and
 * the mail follow it, so its timing says nothing either.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { validEmail } from './emailAddress.ts';
import { checkPasswordStrength } from './passwordRules.ts';
import { hashPassword } from './passwords.ts';
import type { RouteContext } from './routeContext.ts';
import { allowedRedirect } from './siteLinks.ts';
import { completeSignUp, type SignUp } from './signUpCompletion.ts';
import { userJson } from './userJson.ts';
import { fittingMetadata } from './userMetadata.ts';
import { findUserByEmail, type UserRow } from './usersStore.ts';

const signupBody = z.object({
  email: z.string(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** The user the answer shows: the same fields for every case; the id becomes a new account's own. */
function presentedUser({ id, email, metadata, at }: SignUp): UserRow {
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

export function signupRoute(app: Hono, { deps, limits, clientAddress, afterAnswer }: RouteContext): void {
  app.post('/signup', async (context) => {
    const body = await readJsonBody(context, signupBody);
    const email = validEmail(body.email);
    await checkPasswordStrength(body.password, email);
    const metadata = fittingMetadata(body.data);
    const keys = { mailsPerClient: clientAddress(context), mailsPerAddress: email };
    limits.check(keys);
    const redirectTo = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to'));
    const passwordHash = await hashPassword(body.password);
    const signUp: SignUp = { id: randomUUID(), email, passwordHash, metadata, at: new Date(deps.now()), redirectTo };
    const existing = await findUserByEmail(deps.db, email);
    limits.record(keys);
    afterAnswer(context, 'A sign-up', () => completeSignUp(deps, signUp, existing));
    return context.json(userJson(presentedUser(signUp)));
  });
}
