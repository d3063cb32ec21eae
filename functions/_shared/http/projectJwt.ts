/**
 * The project's JWTs, read in one place: the Bearer token of a request, and its check against
 * the project's secret (HS256, as Supabase signs access tokens and API keys) at a given moment,
 * so the auth routes, the REST layer and the functions gateway accept exactly the same tokens
 * and follow the same clock.
 */
import { errors, jwtVerify, type JWTPayload } from 'jose';

export type JwtVerdict = { valid: true; claims: JWTPayload } | { valid: false; expired: boolean; reason: string };

/** The token of `Authorization: Bearer <token>`; undefined when the header is missing or of another scheme. */
export function bearerToken(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
}

/** The key that signs and verifies the project's tokens. */
export function projectKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Claims of tokens whose signature was verified, by secret and token, so the API keys and access
 * tokens that come with every request are checked once, as PostgREST caches JWTs: each check is a
 * Web Crypto job on another thread. What depends on the moment (exp, nbf) is judged again at every
 * use, exactly as jose judges it; a token out of its time goes through jose again, which says why.
 */
const verified = new Map<string, JWTPayload>();
const maxVerified = 1000;

function inTime(claims: JWTPayload, now: number): boolean {
  const seconds = Math.floor(now / 1000);
  return (claims.exp === undefined || claims.exp > seconds) && (claims.nbf === undefined || claims.nbf <= seconds);
}

export async function verifyProjectJwt(token: string, options: { secret: string; now?: () => number }): Promise<JwtVerdict> {
  const now = (options.now ?? Date.now)();
  const key = JSON.stringify([options.secret, token]);
  const known = verified.get(key);
  if (known && inTime(known, now)) return { valid: true, claims: known };
  try {
    const { payload } = await jwtVerify(token, projectKey(options.secret), { algorithms: ['HS256'], currentDate: new Date(now) });
    if (verified.size >= maxVerified) verified.delete(verified.keys().next().value ?? '');
    verified.set(key, payload);
    return { valid: true, claims: payload };
  } catch (error) {
    return { valid: false, expired: error instanceof errors.JWTExpired, reason: error instanceof Error ? error.message : String(error) };
  }
}
