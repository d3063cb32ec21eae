/**
 * Access tokens as Supabase Auth issues them: HS256 JWTs signed with the project's JWT secret,
 * valid for an hour, carrying the claims that RLS policies and supabase-js read.
 */
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
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

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(subject: AccessTokenSubject, options: { secret: string; issuer: string; nowMs: number }): Promise<string> {
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
    .sign(secretKey(options.secret));
}

const verifiedClaims = z.object({ sub: z.uuid(), session_id: z.uuid().optional() });
export type VerifiedClaims = z.infer<typeof verifiedClaims>;

/** GoTrue answers 403 `bad_jwt` for a token it cannot trust, whatever the reason. */
export async function verifyAccessToken(token: string, options: { secret: string; nowMs: number }): Promise<VerifiedClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secretKey(options.secret), { algorithms: ['HS256'], currentDate: new Date(options.nowMs) }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const claims = verifiedClaims.safeParse(payload);
  if (!claims.success) throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return claims.data;
}
