/**
 * `npm run bench:analytics`: how fast the console's dashboard queries answer over a year of
 * traffic. Seeds about one million analytics events (scripts/bench/analyticsTraffic.ts) into a
 * bare PGlite with every migration, in multi-row inserts of many batches each, so the rollups
 * fill through the same triggers as real ingest; then runs every dashboard function as the admin
 * for today, 7, 30, 90 and 365 days, many times each, and prints p50 and p95 per query.
 * Target: every p95 at or under 500 ms. Options: --events <n> (default 1000000), --runs <n> (default 30).
 */
import { parseArgs } from 'node:util';
import type { Database } from '../../server/db/database.ts';
import { bootstrapDatabase } from '../../server/db/bootstrap.ts';
import { createEmptyDatabase } from '../../server/db/initdbSnapshot.ts';
import { site } from '../../functions/_shared/site.ts';
import { percentile } from './summary.ts';
import { yearOfTraffic, type TrafficVisit } from './analyticsTraffic.ts';
import { consoleFigureFunctions } from '../../tests/integration/rls/analyticsAccess.ts';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' } } });
const eventTarget = Number(values.events);
const runs = Number(values.runs);
const adminEmail = 'owner@bench.test';
const timeZone = site.timeZone;
const lastDay = new Date('2026-11-26T00:00:00Z');

const ranges = [1, 7, 30, 90, 365];

/** Many visits' batches and events in two statements: one multi-row insert each. */
async function storeVisits(db: Database, visits: readonly TrafficVisit[]): Promise<void> {
  const batches = visits.map((visit) => ({ batch_id: visit.batchId, event_count: visit.events.length }));
  const events = visits.flatMap((visit) => visit.events.map((event) => ({ ...event, batch_id: visit.batchId })));
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.analytics_batches (batch_id, event_count)
       select batch_id, event_count from jsonb_to_recordset($1::jsonb) as b(batch_id uuid, event_count smallint)`,
      [JSON.stringify(batches)],
    );
    await tx.query(
      `insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
       select batch_id, name, session_id, occurred_at, url, data
       from jsonb_to_recordset($1::jsonb) as e(batch_id uuid, name text, session_id text, occurred_at timestamptz, url text, data jsonb)`,
      [JSON.stringify(events)],
    );
  });
}

async function seed(db: Database): Promise<number> {
  let stored = 0;
  let pending: TrafficVisit[] = [];
  let pendingEvents = 0;
  const startedAt = performance.now();
  for (const visit of yearOfTraffic(eventTarget, lastDay)) {
    pending.push(visit);
    pendingEvents += visit.events.length;
    if (pendingEvents < 5_000) continue;
    await storeVisits(db, pending);
    stored += pendingEvents;
    pending = [];
    pendingEvents = 0;
    if (stored % 100_000 < 5_000) console.log(`  ${stored} events stored (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
  }
  if (pending.length > 0) await storeVisits(db, pending);
  return stored + pendingEvents;
}

/**
 * The other records the console reads, in proportion to a year of traffic: consent choices (one per
 * new browser, under two notice versions), lead popups shown during real visits, subscribers in
 * every state, assessment results, contact messages. Their own triggers (append-only rules, write
 * limits, score checks) are for visitors' writes and are skipped here; the rollups' triggers run.
 */
async function seedRecords(db: Database): Promise<void> {
  const year = `timestamptz '${lastDay.toISOString()}' - random() * interval '365 days'`;
  await db.exec(`
    alter table public.consent_log disable trigger user;
    alter table public.consent_log enable trigger consent_log_roll_up_inserted;
    alter table public.feature_usage disable trigger user;
    alter table public.feature_usage enable trigger feature_usage_roll_up_inserted;
    alter table public.assessment_results disable trigger user;
    alter table public.newsletter_subscribers disable trigger user;
    alter table public.contact_messages disable trigger user;
    insert into public.consent_log (session_id, action, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version, created_at)
    select 'bench-consent-' || g, (array['accept_all', 'reject_all', 'customize'])[1 + g % 3], g % 3 <> 1, g % 3 = 0, g % 3 = 0,
      case when g % 2 = 0 then '2026-03' else '2026-09' end, ${year}
    from generate_series(1, 150000) as g;
    insert into public.feature_usage (feature, session_id, created_at)
    select (array['lead_timed', 'lead_scroll', 'lead_exit'])[1 + (v.id % 3)::int], v.session_id, v.started_at + interval '1 minute'
    from private.analytics_visits as v where v.id % 8 = 0;
    insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at)
    select 'reader' || g || '@bench.test', s.status, md5('u' || g) || md5('v' || g), s.created_at,
      case when s.status <> 'pending' then s.created_at + interval '1 hour' end, case when s.status = 'unsubscribed' then s.created_at + interval '30 days' end
    from generate_series(1, 4000) as g,
      lateral (select (array['pending', 'confirmed', 'confirmed', 'unsubscribed'])[1 + g % 4] as status, ${year} as created_at) as s;
    insert into auth.users (id, email, email_confirmed_at) values ('00000000-0000-4000-8000-00000000bea0', 'reader@bench.test', now());
    insert into public.assessment_results (user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers, completed_at)
    select '00000000-0000-4000-8000-00000000bea0', gen_random_uuid(), (array['ceo', 'cto', 'cfo', 'hr-lead', 'marketer'])[1 + g % 5], 'v1', g % 101,
      (array['Starting', 'Developing', 'Advanced', 'Leading'])[1 + g % 4], jsonb_build_object('strategy', g % 97, 'data', g % 89, 'people', g % 83), '{}', ${year}
    from generate_series(1, 5000) as g;
    insert into public.contact_messages (name, email, message, created_at)
    select 'Reader ' || g, 'reader' || g || '@bench.test', 'A question about advisory work.', ${year} from generate_series(1, 1500) as g;
    alter table public.consent_log enable trigger user;
    alter table public.feature_usage enable trigger user;
    alter table public.assessment_results enable trigger user;
    alter table public.newsletter_subscribers enable trigger user;
    alter table public.contact_messages enable trigger user;
  `);
}

/** The admin: a confirmed account whose address is on the admin list, and the claims of its token. */
async function actAsAdmin(db: Database): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`, [
    adminEmail,
  ]);
  const claims = JSON.stringify({ sub: rows[0]?.id, role: 'authenticated', email: adminEmail });
  await db.exec(`select set_config('request.jwt.claims', '${claims}', false); set role authenticated;`);
}

const lastDayText = new Date(lastDay.getTime()).toISOString().slice(0, 10);
const fromFor = (days: number) => new Date(lastDay.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

const db = await createEmptyDatabase();
await bootstrapDatabase(db, [adminEmail]);
console.log(`Seeding about ${eventTarget} events over 365 days (time zone ${timeZone})…`);
const seedStart = performance.now();
const stored = await seed(db);
await seedRecords(db);
const counts = await db.query(
  `select (select count(*)::int from private.analytics_visits) as visits,
     (select count(distinct session_id)::int from private.analytics_visits) as sessions,
     (select count(*)::int from private.analytics_page_quarters) as page_quarter_rows,
     (select count(*)::int from public.consent_log) as consent_choices,
     (select count(*)::int from private.lead_popup_outcomes) as lead_popups`,
);
console.log(`Stored ${stored} events and the other records in ${((performance.now() - seedStart) / 1000).toFixed(0)} s:`, counts.rows[0]);
await actAsAdmin(db);

const failures: string[] = [];
for (const name of consoleFigureFunctions) {
  for (const days of ranges) {
    const args = [fromFor(days), lastDayText, timeZone];
    await db.query(`select public.${name}($1, $2, $3)`, args);
    const timings: number[] = [];
    for (let run = 0; run < runs; run++) {
      const startedAt = performance.now();
      await db.query(`select public.${name}($1, $2, $3)`, args);
      timings.push(performance.now() - startedAt);
    }
    const p95 = percentile(timings, 95);
    if (p95 > 500) failures.push(`${name} ${days} d`);
    console.log(
      `${name.padEnd(28)} ${`${days} d`.padStart(6)}   p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
  }
}
console.log(failures.length === 0 ? 'Every query answered within 500 ms at p95.' : `Over 500 ms at p95: ${failures.join(', ')}`);
await db.close();
