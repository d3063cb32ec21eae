import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from './databaseFailure.ts';

/** The owner's switches (public.site_switches), each on unless the owner turned it off. */
export const siteSwitchKeys = ['newsletter_signups', 'lead_popups', 'voice_assistant', 'analytics_collection'] as const;
export type SiteSwitchKey = (typeof siteSwitchKeys)[number];

/**
 * Whether a switch is on, read with the service role by a function that obeys it. A switch with
 * no row is on: the migration stores every switch, and a missing one must not close the site.
 */
export async function switchOn(service: SupabaseClient, key: SiteSwitchKey): Promise<boolean> {
  const { data, error, status } = await service.from('site_switches').select('enabled').eq('key', key).maybeSingle();
  if (error) throw databaseFailure('reading a site switch', { error, status });
  return (data as { enabled: boolean } | null)?.enabled ?? true;
}
