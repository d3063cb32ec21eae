import { backendConfig } from '../../../lib/auth/backendConfig.ts';
import { supabaseLogsUrl } from './supabaseLogs.ts';

/** Says where the auth and REST requests are recorded: here (local) or in Supabase's logs, linked. */
export function SupabaseLogsNote() {
  const { url } = backendConfig(import.meta.env, location.origin);
  const logs = supabaseLogsUrl(url);
  return logs ? (
    <p className="admin-muted">
      Auth and REST requests are in <a href={logs}>Supabase’s logs for this project</a>; this record holds the functions’ own.
    </p>
  ) : (
    <p className="admin-muted">
      This backend is not a Supabase project ({new URL(url).host}): its own auth and REST requests are in this record, marked local.
    </p>
  );
}
