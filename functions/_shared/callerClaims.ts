import { decodeJwt } from 'jose';
import { z } from 'zod';
import { FunctionError } from './errors.ts';
import { bearerToken } from './http/projectJwt.ts';

const claimsSchema = z.object({
  sub: z.string().optional(),
  role: z.string(),
  email: z.string().optional(),
});

export type CallerClaims = z.infer<typeof claimsSchema>;

/**
 * The claims of the caller's JWT, read without checking the signature: the gateway has verified
 * it already (`verify_jwt`), and every query made with it is verified again by the API. Use the
 * claims to greet or route, never to grant: grants come from the database under RLS.
 */
export function callerClaims(request: Request): CallerClaims {
  const token = bearerToken(request.headers);
  if (!token) throw new FunctionError('not_signed_in', 'Expected an Authorization: Bearer <access token> header; received none.');
  try {
    return claimsSchema.parse(decodeJwt(token));
  } catch {
    throw new FunctionError('not_signed_in', 'The bearer token is not a readable JWT.');
  }
}

/** The claims of a signed-in user; anonymous callers (the anon key) get 401. */
export function signedInClaims(request: Request): CallerClaims & { sub: string } {
  const claims = callerClaims(request);
  if (claims.role !== 'authenticated' || !claims.sub)
    throw new FunctionError('not_signed_in', 'Sign in to go on: you are not signed in, or your session has ended.');
  return { ...claims, sub: claims.sub };
}
