import { readConfig } from '../../server/config/readConfig.ts';
import { pagePath } from '../../src/lib/routes/paths.ts';

export interface Probe {
  name: string;
  /** True once the running server answers this request as a ready one would. */
  ready(origin: string): Promise<boolean>;
}

const answersOk = async (url: string, headers: Record<string, string> = {}) => {
  try {
    return (await fetch(url, { headers, signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/**
 * The page a newcomer opens first, the auth service (behind the API key, as on a hosted project),
 * and one REST read that runs SQL on a migrated table: that last one proves the database is open,
 * bootstrapped and answering. The keys are the ones the server reads from the same environment.
 */
export function startProbes(env: Record<string, string | undefined>): Probe[] {
  const { anonKey, serviceRoleKey } = readConfig(env);
  const firstPage = pagePath('/welcome');
  return [
    { name: `GET ${firstPage}`, ready: (origin) => answersOk(`${origin}${firstPage}`) },
    { name: 'GET /auth/v1/health', ready: (origin) => answersOk(`${origin}/auth/v1/health`, { apikey: anonKey }) },
    {
      name: 'REST select (database)',
      ready: (origin) =>
        answersOk(`${origin}/rest/v1/assessment_results?select=id&limit=1`, {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
        }),
    },
  ];
}
