/** A JWT secret and the anon and service-role keys signed with it, as a Supabase project has. */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

export async function signedWith(secret: string, claims: Record<string, unknown>, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
}

export async function testKeys() {
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    jwtSecret,
    anonKey: await signedWith(jwtSecret, { role: 'anon', iss: 'supabase' }, 10 * 365 * 24 * 3600),
    serviceRoleKey: await signedWith(jwtSecret, { role: 'service_role', iss: 'supabase' }, 10 * 365 * 24 * 3600),
  };
}
