/**
 * Starting a session and answering with it in GoTrue's shape: a signed access token, a fresh
 * refresh token (stored only as a hash) and the user.
 */
import type { BackendDeps } from '../contracts.ts';
import { accessTokenSeconds, signAccessToken } from './accessToken.ts';
import { addRefreshToken, createSession, type SessionRow } from './sessionsStore.ts';
import { hashToken, newSecretToken } from './tokens.ts';
import { appMetadataOf, userJson } from './userJson.ts';
import type { UserRow } from './usersStore.ts';

/** How a session began, for its amr claim: a password, a confirmation link (`otp`, as GoTrue names it) or a reset link. */
export type SignInMethod = 'password' | 'otp' | 'recovery';

export function authIssuer(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/auth/v1`;
}

/** A new refresh token on an existing session: used on sign-in and on every refresh. */
export async function sessionResponse(deps: BackendDeps, user: UserRow, session: SessionRow) {
  const nowMs = deps.now();
  const refreshToken = newSecretToken();
  await addRefreshToken(deps.db, session, hashToken(refreshToken), new Date(nowMs));
  const accessToken = await signAccessToken(
    {
      userId: user.id,
      email: user.email,
      role: user.role,
      appMetadata: appMetadataOf(user),
      userMetadata: user.raw_user_meta_data,
      sessionId: session.id,
      amr: { method: session.amr_method, timestamp: Math.floor(session.created_at.getTime() / 1000) },
    },
    { secret: deps.config.jwtSecret, issuer: authIssuer(deps.config.siteUrl), nowMs },
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: Math.floor(nowMs / 1000) + accessTokenSeconds,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export async function startSession(deps: BackendDeps, user: UserRow, method: SignInMethod) {
  const session = await createSession(deps.db, user.id, method, new Date(deps.now()));
  return sessionResponse(deps, user, session);
}
