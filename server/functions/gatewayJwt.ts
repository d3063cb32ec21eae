import { jwtVerify } from 'jose';

/**
 * The check the Supabase gateway makes before a function with `verify_jwt` runs: a Bearer JWT
 * signed with the project's secret and not expired (the anon key passes; the function decides
 * what an anonymous caller may do).
 */
export async function gatewayAccepts(request: Request, jwtSecret: string, now: () => number): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return false;
  try {
    await jwtVerify(token, new TextEncoder().encode(jwtSecret), { algorithms: ['HS256'], currentDate: new Date(now()) });
    return true;
  } catch {
    return false;
  }
}
