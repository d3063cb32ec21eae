/**
 * Where the hosted backend's own logs are: Supabase's dashboard for a `<ref>.supabase.co` project,
 * whose auth and REST requests the operations record does not hold (only the embedded backend
 * adds those, marked local). Null for any other backend: the embedded one, or a self-hosted one.
 */
export function supabaseLogsUrl(backendUrl: string): string | null {
  const ref = /^([a-z0-9]{20})\.supabase\.co$/.exec(new URL(backendUrl).hostname)?.[1];
  return ref ? `https://supabase.com/dashboard/project/${ref}/logs/explorer` : null;
}
