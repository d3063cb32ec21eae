import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';

interface SwitchRow {
  key: string;
  enabled: boolean;
  updated_at: string;
}

interface ChangeRow {
  key: string;
  enabled: boolean;
  changed_by_email: string | null;
  changed_at: string;
}

/** The switches and their latest flips, read as the admin. */
export async function switchesState(caller: SupabaseClient) {
  const [switches, changes] = await Promise.all([
    caller.from('site_switches').select('key, enabled, updated_at').order('key'),
    caller
      .from('site_switch_changes')
      .select('key, enabled, changed_by_email, changed_at')
      .order('changed_at', { ascending: false })
      .limit(20),
  ]);
  if (switches.error) throw databaseFailure('reading the site switches', switches);
  if (changes.error) throw databaseFailure('reading the site switch changes', changes);
  return {
    switches: (switches.data as SwitchRow[]).map((row) => ({ key: row.key, enabled: row.enabled, updatedAt: row.updated_at })),
    changes: (changes.data as ChangeRow[]).map((row) => ({
      key: row.key,
      enabled: row.enabled,
      changedByEmail: row.changed_by_email,
      changedAt: row.changed_at,
    })),
  };
}
