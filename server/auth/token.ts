/**
 * POST /token: sign-in with a password, and refresh-token rotation. A wrong password and an
 * unknown address get the same answer, in the same time, and count towards the same limits.
 */
import type { Handler, Hono } from 'hono';
import { z } from 'zod';
import { signInFailureKeys } from './authLimits.ts';
import { readJsonBody } from './body.ts';
import { normalizeEmail } from './emailAddress.ts';
import { AuthFailure, failures } from './errors.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import type { RouteContext } from './routeContext.ts';
import { sessionResponse, startSession } from './sessionIssuer.ts';
import { redeemRefreshToken } from './sessionsStore.ts';
import { hashToken } from './tokens.ts';
import { findUserByEmail, findUserById, recordSignIn } from './usersStore.ts';

const passwordBody = z.object({ email: z.string(), password: z.string() });
const refreshBody = z.object({ refresh_token: z.string().min(1) });

export function tokenRoute(app: Hono, { deps, limits, clientAddress }: RouteContext): void {
  const grants: Record<string, Handler> = {
    password: async (context) => {
      const body = await readJsonBody(context, passwordBody);
      const email = normalizeEmail(body.email);
      const keys = signInFailureKeys(email, clientAddress(context));
      limits.check(keys);
      const user = await findUserByEmail(deps.db, email);
      const matches = await verifyPassword(body.password, user?.encrypted_password ?? (await decoyPasswordHash()));
      if (!user || !matches) {
        limits.record(keys);
        throw failures.invalidCredentials();
      }
      if (!user.email_confirmed_at) throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed');
      const at = new Date(deps.now());
      await recordSignIn(deps.db, user.id, at);
      return context.json(await startSession(deps, { ...user, last_sign_in_at: at, updated_at: at }, 'password'));
    },
    refresh_token: async (context) => {
      const body = await readJsonBody(context, refreshBody);
      const redemption = await redeemRefreshToken(deps.db, hashToken(body.refresh_token), new Date(deps.now()));
      if (redemption.outcome === 'unknown')
        throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (redemption.outcome === 'reused') throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      const user = await findUserById(deps.db, redemption.session.user_id);
      if (!user) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return context.json(await sessionResponse(deps, user, redemption.session));
    },
  };

  app.post('/token', async (context, next) => {
    const grantType = context.req.query('grant_type') ?? '';
    const grant = Object.hasOwn(grants, grantType) ? grants[grantType] : undefined;
    if (!grant) {
      throw new AuthFailure(
        400,
        'unsupported_grant_type',
        `Unsupported grant_type: received "${grantType}", expected password or refresh_token.`,
      );
    }
    return grant(context, next);
  });
}
