/**
 * Access tokens as Supabase Auth issues them: HS256 JWTs signed with the project's JWT secret,
 * valid for an hour, carrying the claims that RLS policies and supabase-js read.
 */
import { SignJWT } from 'jose';
import { z } from 'zod';
import { projectKey, verifyProjectJwt } from '../../functions/_shared/http/projectJwt.ts';
import { AuthFailure } from './errors.ts';

export const accessTokenSeconds = 3600;

export interface AccessTokenSubject {
  userId: string;
  email: string;
  role: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  amr: { method: string; timestamp: number };
}

export async function signAccessToken(
  subject: AccessTokenSubject,
  options: { secret: string; issuer: string; nowMs: number },
): Promise<string> {
  const issuedAt = Math.floor(options.nowMs / 1000);
  return new SignJWT({
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: subject.role,
    aal: 'aal1',
    amr: [subject.amr],
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer)
    .setSubject(subject.userId)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenSeconds)
    .sign(projectKey(options.secret));
}

const verifiedClaims = z.object({ sub: z.uuid(), session_id: z.uuid().optional() });
export type VerifiedClaims = z.infer<typeof verifiedClaims>;

/** GoTrue answers 403 `bad_jwt` for a token it cannot trust, whatever the reason. */
export async function verifyAccessToken(token: string, options: { secret: string; now: () => number }): Promise<VerifiedClaims> {
  const verdict = await verifyProjectJwt(token, options);
  if (!verdict.valid) throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verdict.reason}`);
  const claims = verifiedClaims.safeParse(verdict.claims);
  if (!claims.success) throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return claims.data;
}
