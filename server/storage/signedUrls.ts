import { errors, jwtVerify, SignJWT } from 'jose';
import { projectKey } from '../../functions/_shared/http/projectJwt.ts';
import { StorageError } from './storageError.ts';

/**
 * Signed URLs as Supabase Storage makes them: a JWT signed with the project's secret whose `url`
 * claim names `bucket/key` and whose `exp` ends it. It carries no role, so it is never taken as
 * an API key, and an API key carries no `url`, so it never opens a file.
 */
export const maxSignedSeconds = 10 * 365 * 24 * 3600;

export async function signObjectUrl(secret: string, bucket: string, key: string, expiresInSeconds: number, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const token = await new SignJWT({ url: `${bucket}/${key}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresInSeconds)
    .sign(projectKey(secret));
  // Unencoded, as Supabase answers it: supabase-js encodes the whole URL itself.
  return `/object/sign/${bucket}/${key}?token=${token}`;
}

/** Throws unless `token` is a live signature for exactly this bucket and key. */
export async function verifyObjectToken(
  secret: string,
  token: string | undefined,
  bucket: string,
  key: string,
  now: number,
): Promise<void> {
  if (!token) throw new StorageError(400, 'invalid_request', 'The signed URL has no token: ask for a new signed URL.');
  let url: unknown;
  try {
    ({
      payload: { url },
    } = await jwtVerify(token, projectKey(secret), { algorithms: ['HS256'], currentDate: new Date(now) }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new StorageError(400, 'invalid_jwt', 'The signed URL has expired: ask for a new one.');
    throw new StorageError(400, 'invalid_jwt', "The signed URL's token is not valid: it is malformed or was not signed by this project.");
  }
  if (url !== `${bucket}/${key}`) throw new StorageError(400, 'invalid_signature', "The signed URL's token was made for another file.");
}

/** `expiresIn` as supabase-js sends it: whole seconds, at least one. */
export function checkExpiresIn(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > maxSignedSeconds)
    throw new StorageError(
      400,
      'invalid_request',
      `expiresIn must be a whole number of seconds from 1 to ${maxSignedSeconds}; received ${JSON.stringify(value) ?? 'nothing'}.`,
    );
  return seconds;
}
