import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolNamed, toolRegistry } from '../../../functions/_shared/tools/registry.ts';
import { runTool } from '../../../functions/_shared/tools/runTool.ts';
import type { ToolContext } from '../../../functions/_shared/tools/toolDefinition.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * The tools as the runner calls them: with the service role, for the run's starter, whom every
 * tool's SQL asks again whether they are the admin. Then what the writes and the send do twice
 * under one key, the ai-tools answer, and runs claimed by concurrent runners.
 */
const lead = '00000000-0000-4000-8000-0000000d1001';
const signal = '00000000-0000-4000-8000-0000000d1002';
const note = '00000000-0000-4000-8000-0000000d1003';
const deputyEmail = 'deputy@example.test';

let test: TestBackend;
let service: SupabaseClient;
let admin: TestUser;
let deputy: TestUser;
let reader: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test', deputyEmail] });
  service = createClient(test.url, test.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  admin = await createTestUser(test, 'owner@example.test');
  deputy = await createTestUser(test, deputyEmail);
  reader = await createTestUser(test, 'reader@example.test', { metadata: { is_admin: true } });
  await test.backend.deps.db.exec(`
    insert into public.leads (id, name, email) values ('${lead}', 'Ada Lovelace', 'ada@example.test');
    insert into public.signals (id, title, strength, tags) values ('${signal}', 'Agents at work', 5, '{agents}');
    insert into public.kb_notes (id, title, body_md) values ('${note}', 'Agent pilots', 'Pilots of agents need a stop rule.');`);
}, backendStartTimeout);
afterAll(() => test?.stop());

/** A valid input of each tool, on the rows stored above. */
const inputs: Record<string, unknown> = {
  search_notes: { question: 'agent pilots' },
  search_site_passages: { question: 'advisory' },
  list_signals: { min_strength: 4 },
  read_brief: { brief_id: '00000000-0000-4000-8000-0000000d10ff' },
  create_brief_draft: { title: 'Agents', signal_ids: [signal], note_ids: [note] },
  list_recent_articles: {},
  create_newsletter_draft: { subject: 'November’s agents', body_md: 'Hello.' },
  list_new_leads: {},
  read_lead: { lead_id: lead },
  record_triage: { lead_id: lead, score: 60, reason: 'Names a budget' },
  discard_reply: { lead_id: lead },
  add_task: { title: 'Call Ada back', lead_id: lead },
  draft_reply: { lead_id: lead, subject: 'Thank you', body: 'Hello Ada.' },
  send_reply: { lead_id: lead, subject: 'Thank you', body: 'Hello Ada.' },
};

const asStarter = (starter: string | null, key: string): ToolContext => ({
  db: service,
  starter,
  idempotencyKey: key,
  mail: test.backend.deps.mail,
});
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('the tools under the service role', () => {
  it('refuse to act for a user who is not the admin, and for nobody', async () => {
    for (const tool of toolRegistry) {
      expect(await outcome(runTool(tool, inputs[tool.name], asStarter(reader.id, `r-${tool.name}`))), tool.name).toBe('forbidden');
      expect(await outcome(runTool(tool, inputs[tool.name], asStarter(null, `n-${tool.name}`))), tool.name).toBe('forbidden');
    }
    expect(await test.mails()).toEqual([]);
  });

  it('act for the admin who started the run, and stop at once for a starter who lost the role', async () => {
    for (const tool of toolRegistry) {
      const answer = await outcome(runTool(tool, inputs[tool.name], asStarter(deputy.id, `d-${tool.name}`)));
      expect(answer, tool.name).toBe(tool.name === 'read_brief' ? 'not_found' : 'done');
    }
    await test.backend.deps.db.query('delete from private.admin_emails where email = $1', [deputyEmail]);
    for (const tool of toolRegistry)
      expect(await outcome(runTool(tool, inputs[tool.name], asStarter(deputy.id, `x-${tool.name}`))), tool.name).toBe('forbidden');
  });

  it('refuse a session that names a starter other than itself, the admin’s included', async () => {
    const context = { ...asStarter(reader.id, 'named-someone-else'), db: admin.client };
    const mailsBefore = (await test.mails()).length;
    for (const tool of toolRegistry) expect(await outcome(runTool(tool, inputs[tool.name], context)), tool.name).toBe('forbidden');
    expect((await test.mails()).length).toBe(mailsBefore);
  });
});

describe('the tools’ writes and sends', () => {
  it('mark what they make from sample data as sample, so it goes with the demo', async () => {
    const db = test.backend.deps.db;
    const { rows } = await db.query<{ lead: string; signal: string }>(`
      with lead as (insert into public.leads (name, email, is_sample) values ('Sample lead', 's@example.com', true) returning id),
        signal as (insert into public.signals (title, is_sample) values ('Sample signal', true) returning id)
      select (select id from lead) as lead, (select id from signal) as signal`);
    const [sample] = rows;
    const made = [
      await runTool(toolNamed('add_task')!, { title: 'About a sample lead', lead_id: sample!.lead }, asStarter(admin.id, 'sample-task')),
      await runTool(
        toolNamed('create_brief_draft')!,
        { title: 'From a sample signal', signal_ids: [sample!.signal] },
        asStarter(admin.id, 'sample-brief'),
      ),
      await runTool(toolNamed('add_task')!, { title: 'About nothing sampled' }, asStarter(admin.id, 'real-task')),
    ] as { id: string }[];
    const marks = await db.query<{ is_sample: boolean }>(
      `select is_sample from public.tasks where id = $1 union all select is_sample from public.briefs where id = $2
       union all select is_sample from public.tasks where id = $3`,
      made.map((row) => row.id),
    );
    expect(marks.rows.map((row) => row.is_sample)).toEqual([true, true, false]);
  });

  const tool = (name: string) => toolRegistry.find((each) => each.name === name)!;
  const count = async (sql: string) => Number((await test.backend.deps.db.query<{ n: number }>(sql)).rows[0]?.n);

  it('keep one outcome per key: a step retried changes nothing twice and answers as the first time', async () => {
    const briefsBefore = await count('select count(*)::int as n from public.briefs');
    const first = await runTool(tool('create_brief_draft'), inputs.create_brief_draft, asStarter(admin.id, 'run-9:step-1'));
    const again = await runTool(tool('create_brief_draft'), inputs.create_brief_draft, asStarter(admin.id, 'run-9:step-1'));
    expect(again).toEqual(first);
    expect(await count('select count(*)::int as n from public.briefs')).toBe(briefsBefore + 1);
    const brief = (await runTool(tool('read_brief'), { brief_id: (first as { id: string }).id }, asStarter(admin.id, 'k'))) as {
      sources: unknown[];
    };
    expect(brief.sources).toEqual([
      { kind: 'signal', id: signal, title: 'Agents at work' },
      { kind: 'note', id: note, title: 'Agent pilots' },
    ]);
  });

  it('send one reply mail per key, keep it on the lead, and refuse to send it again under another key', async () => {
    await runTool(tool('draft_reply'), inputs.draft_reply, asStarter(admin.id, 'run-9:step-2'));
    const mailsBefore = (await test.mails()).length;
    await runTool(tool('send_reply'), inputs.send_reply, asStarter(admin.id, 'run-9:step-3'));
    await runTool(tool('send_reply'), inputs.send_reply, asStarter(admin.id, 'run-9:step-3'));
    expect((await test.mails()).slice(mailsBefore)).toEqual([expect.objectContaining({ to: 'ada@example.test', subject: 'Thank you' })]);
    expect(await outcome(runTool(tool('send_reply'), inputs.send_reply, asStarter(admin.id, 'run-10:step-1')))).toBe('conflict');
    const read = (await runTool(tool('read_lead'), { lead_id: lead }, asStarter(admin.id, 'k'))) as {
      stage: string;
      reply: { sent_at: string };
    };
    expect(read.stage).toBe('replied');
    expect(read.reply.sent_at).toEqual(expect.any(String));
  });

  it('let only its own key retry a send that began and never finished (the runner died between)', async () => {
    await runTool(tool('draft_reply'), inputs.draft_reply, asStarter(admin.id, 'run-11:step-1'));
    const begun = await service.rpc('tool_begin_reply', {
      p_lead_id: lead,
      p_subject: 'Thank you',
      p_body: 'Hello Ada.',
      p_idempotency_key: 'run-11:step-2',
      p_starter: admin.id,
    });
    expect(begun.error).toBeNull();
    const mailsBefore = (await test.mails()).length;
    expect(await outcome(runTool(tool('send_reply'), inputs.send_reply, asStarter(admin.id, 'run-11:step-3')))).toBe('conflict');
    expect(await outcome(runTool(tool('send_reply'), inputs.send_reply, asStarter(admin.id, 'run-11:step-2')))).toBe('done');
    expect((await test.mails()).length).toBe(mailsBefore + 1);
  });
});

describe('ai-tools', () => {
  const call = (token: string) =>
    fetch(`${test.url}/functions/v1/ai-tools`, { headers: { apikey: test.anonKey, Authorization: `Bearer ${token}` } });

  it('gives the admin every tool with its input as JSON Schema, and refuses everyone else', async () => {
    const response = await call(admin.accessToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      scopes: Record<string, string>;
      tools: { name: string; effect: string; input: { type: string } }[];
    };
    expect(body.tools.map((each) => each.name)).toEqual(toolRegistry.map((each) => each.name));
    expect(body.tools.find((each) => each.name === 'send_reply')).toMatchObject({ effect: 'send', input: { type: 'object' } });
    expect(body.scopes['mail:send']).toEqual(expect.any(String));
    expect((await call(reader.accessToken)).status).toBe(403);
    expect((await call(test.anonKey)).status).toBe(401);
  });
});

describe('claiming runs', () => {
  const claim = (runner: string, limit: number, client = service) =>
    client.rpc('claim_ai_runs', { p_owner: runner, p_limit: limit, p_lease_seconds: 60 }).then(({ data, error }) => {
      if (error) throw new Error(error.message);
      return (data as { id: string }[]).map((run) => run.id);
    });

  it('hands each queued run to one runner only, however many claim at once', async () => {
    await test.backend.deps.db.query(
      `insert into public.ai_runs (workflow, starter) select 'brief-from-signals', $1 from generate_series(1, 30)`,
      [admin.id],
    );
    // Each runner its own client, so the claims travel on separate connections and overlap.
    const runners = Array.from({ length: 8 }, () => createClient(test.url, test.serviceRoleKey, { auth: { persistSession: false } }));
    const claimed = (await Promise.all(runners.map((client, index) => claim(`runner-${index}`, 3, client)))).flat();
    expect(claimed).toHaveLength(24);
    expect(new Set(claimed).size).toBe(24);
    const rest = await claim('runner-late', 10);
    expect(rest).toHaveLength(6);
    expect(rest.filter((id) => claimed.includes(id))).toEqual([]);
    expect(await claim('runner-later', 10), 'every run is leased').toEqual([]);
  });

  it('gives a run back once its runner’s lease ran out (the runner died), and never to a signed-in caller', async () => {
    const { rows } = await test.backend.deps.db.query<{ id: string }>(
      `update public.ai_runs set lease_expires_at = now() - interval '1 second'
       where id = (select id from public.ai_runs where status = 'running' order by created_at limit 1) returning id`,
    );
    expect(await claim('runner-after-crash', 10)).toEqual([rows[0]?.id]);
    await expect(claim('admin-session', 1, admin.client)).rejects.toThrow(/permission denied/);
  });
});
