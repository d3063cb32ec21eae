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

export async function verifyProjectJwt(token: string, options: { secret: string; now?: () => number }): Promise<JwtVerdict> {
  try {
    const { payload } = await jwtVerify(token, projectKey(options.secret), {
      algorithms: ['HS256'],
      currentDate: new Date((options.now ?? Date.now)()),
    });
    return { valid: true, claims: payload };
  } catch (error) {
    return { valid: false, expired: error instanceof errors.JWTExpired, reason: error instanceof Error ? error.message : String(error) };
  }
}
