import { errors, jwtVerify, type JWTPayload } from 'jose';
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
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? headers.get('apikey');
  if (!token) throw jwtError('No API key or bearer token found in the request.');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(now()),
    }));
  } catch (error) {
    throw jwtError(error instanceof errors.JWTExpired ? 'JWT expired' : 'JWT could not be verified: invalid signature or malformed token.');
  }
  const role = claims.role;
  if (!apiRoles.includes(role as ApiRole)) throw jwtError(`JWT role must be one of ${apiRoles.join(', ')}; received ${JSON.stringify(role)}.`);
  return { role: role as ApiRole, claims };
}

function jwtError(message: string): RestError {
  return new RestError(401, 'PGRST301', message);
}
