/**
 * The caller of /user and /logout: the Bearer access token must verify with the JWT secret, and
 * the session it names must still exist, so a signed-out device is refused even while its access
 * token has not yet expired (GoTrue's `session_not_found`). Like GoTrue, a token without a
 * session_id claim (one minted by a server with the secret) is accepted without a session.
 */
import type { Context } from 'hono';
import { bearerToken } from '../../functions/_shared/http/projectJwt.ts';
import type { BackendDeps } from '../contracts.ts';
import { verifyAccessToken } from './accessToken.ts';
import { AuthFailure } from './errors.ts';
import { findSession, type SessionRow } from './sessionsStore.ts';
import { findUserById, type UserRow } from './usersStore.ts';

export interface SignedInUser {
  user: UserRow;
  session?: SessionRow;
}

const sessionMissing = () => new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

export async function signedInUser(context: Context, deps: BackendDeps): Promise<SignedInUser> {
  const token = bearerToken(context.req.raw.headers);
  if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const claims = await verifyAccessToken(token, { secret: deps.config.jwtSecret, now: deps.now });
  const session = claims.session_id ? await findSession(deps.db, claims.session_id) : undefined;
  if (claims.session_id && session?.user_id !== claims.sub) throw sessionMissing();
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}
