import type { SupabaseClient } from '@supabase/supabase-js';
import { must } from './stored.ts';

/**
 * A sample run (`npm start -- --demo`) was started by the demo's sample owner, an account no tool
 * acts for once the demo is made. The admin who decides on one or retries it takes it over, so
 * its next steps act for them, as if they had started it. Real runs keep their starter.
 */
export async function adoptSampleRun(db: SupabaseClient, runId: string, admin: string): Promise<void> {
  must('ai_runs', await db.from('ai_runs').update({ starter: admin }).eq('id', runId).eq('is_sample', true));
}
