import { bearerToken, verifyProjectJwt } from '../../functions/_shared/http/projectJwt.ts';

/**
 * The check the Supabase gateway makes before a function with `verify_jwt` runs: a Bearer JWT
 * signed with the project's secret and not expired (the anon key passes; the function decides
 * what an anonymous caller may do). Hono's `jwt` middleware would do the same check, but against
 * the process clock only, while the backend's tokens, REST and auth follow the injected one; so
 * the gateway uses the kit's verifier and answers in the functions' own error envelope.
 */
export async function gatewayAccepts(request: Request, jwtSecret: string, now: () => number): Promise<boolean> {
  const token = bearerToken(request.headers);
  return token !== undefined && (await verifyProjectJwt(token, { secret: jwtSecret, now })).valid;
}
