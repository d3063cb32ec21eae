/**
 * Where the browser finds the backend. Production points `PUBLIC_SUPABASE_URL` and
 * `PUBLIC_SUPABASE_ANON_KEY` at hosted Supabase; locally the embedded backend answers on the
 * site's own origin with Supabase's public demo anon key (public by design, it grants only `anon`).
 */
export const localDemoAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface BackendEnv {
  PUBLIC_SUPABASE_URL?: string;
  PUBLIC_SUPABASE_ANON_KEY?: string;
}

export function backendConfig(env: BackendEnv, siteOrigin: string): { url: string; anonKey: string } {
  return {
    url: env.PUBLIC_SUPABASE_URL || siteOrigin,
    anonKey: env.PUBLIC_SUPABASE_ANON_KEY || localDemoAnonKey,
  };
}
