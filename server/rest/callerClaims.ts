import type { JWTPayload } from 'jose';
import { bearerToken, verifyProjectJwt } from '../../functions/_shared/http/projectJwt.ts';
import { RestError } from './restError.ts';

export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export interface Caller {
  role: ApiRole;
  claims: JWTPayload;
}

/**
 * The caller as PostgREST sees it: the JWT from `Authorization: Bearer`, else from `apikey`,
 * verified with the project's secret; its `role` claim picks the database role.
 */
export async function callerFromHeaders(headers: Headers, jwtSecret: string, now: () => number): Promise<Caller> {
  const token = bearerToken(headers) ?? headers.get('apikey');
  if (!token) throw jwtError('No API key or bearer token found in the request.');
  const verdict = await verifyProjectJwt(token, { secret: jwtSecret, now });
  if (!verdict.valid) throw jwtError(verdict.expired ? 'JWT expired' : 'JWT could not be verified: invalid signature or malformed token.');
  const role = verdict.claims.role;
  if (!apiRoles.includes(role as ApiRole))
    throw jwtError(`JWT role must be one of ${apiRoles.join(', ')}; received ${JSON.stringify(role)}.`);
  return { role: role as ApiRole, claims: verdict.claims };
}

function jwtError(message: string): RestError {
  return new RestError(401, 'PGRST301', message);
}
