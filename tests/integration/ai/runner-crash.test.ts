import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { freePort } from '../../../scripts/freePort.ts';
import { developmentAnonKey } from '../../../server/config/developmentDefaults.ts';
import { backendStartTimeout } from '../support/backend.ts';
import { type BackendProcess, backendProcess } from '../support/backendProcess.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';
import { signUpAndConfirm } from '../support/signUp.ts';
import { startMailApi } from './support/mailApi.ts';

/**
 * `npm start`'s server killed (SIGKILL) twice during a lead triage run by the fake model: once in
 * the middle of a model turn, once while an approved reply is being mailed (the email API holds
 * its answer, so the kill lands after the mail went and before the runner heard so). Started again
 * on the same data folder, the run goes on from its last stored step, and no write or send is done
 * twice.
 */
// biome-ignore lint/suspicious/noExplicitAny: rows as REST answers them
type Row = Record<string, any>;

const owner = 'owner@example.test';
const leads = [
  { name: 'Ada Byron', email: 'ada@example.test', message: 'Our board wants an AI strategy workshop this spring.' },
  { name: 'Ben Okafor', email: 'ben@example.test', message: 'Could you review our AI pilot portfolio?' },
  { name: 'Cleo Marsh', email: 'cleo@example.test', message: 'We are looking for an advisor on automation and jobs.' },
];
const writeTools = ['record_triage', 'add_task', 'draft_reply'];

let fake: FakeAi;
let mailApi: Awaited<ReturnType<typeof startMailApi>>;
let server: BackendProcess;
let url: string;
let folder: string;
let admin: SupabaseClient;
let token: string;

/** Long enough for a start on a busy machine; the server may be down meanwhile, so a failed read is tried again. */
const patiently = { timeout: 45_000, interval: 50 };

/** The rows an answer of supabase-js holds, or its error thrown. */
async function must(answer: PromiseLike<{ data: Row[] | null; error: { message: string } | null }>): Promise<Row[]> {
  const { data, error } = await answer;
  if (error || !data) throw new Error(error?.message ?? 'no rows');
  return data;
}
const run = async (id: string) => (await must(admin.from('ai_runs').select('*').eq('id', id)))[0]!;
/** The run once its status matches. */
const runWhen = (id: string, status: RegExp) =>
  vi.waitFor(async () => {
    const row = await run(id);
    expect(row.status).toMatch(status);
    return row;
  }, patiently);
const steps = (runId: string) => must(admin.from('ai_run_steps').select('*').eq('run_id', runId).order('ordinal').order('attempt'));
const leadRows = (ids: string[]) => must(admin.from('leads').select('*').in('id', ids));

const modelAsks = () => fake.requests.filter((request) => request.path === '/v1/chat/completions').length;

async function call(name: string, body: unknown, bearer = token) {
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: developmentAnonKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${name} ${JSON.stringify(body)}`).toBeLessThan(300);
  return (await response.json()) as Row;
}

beforeAll(async () => {
  fake = await startFakeAi({ stepDelayMs: 400 });
  mailApi = await startMailApi();
  folder = mkdtempSync(join(tmpdir(), 'runner-crash-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = backendProcess({
    dataDir: join(folder, 'data'),
    port,
    anonKey: developmentAnonKey,
    env: { ...fakeAiEnv(fake), ADMIN_EMAILS: owner, EMAIL_API_URL: mailApi.url, EMAIL_API_KEY: 'test-key' },
  });
  await server.start();
  const client = () => createClient(url, developmentAnonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  ({
    client: admin,
    session: { access_token: token },
  } = await signUpAndConfirm({ client, mails: () => mailApi.received }, owner));
}, backendStartTimeout);
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await mailApi?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('a run whose server is killed', () => {
  it('finishes from its last stored step after each restart, with every write and send done once', { timeout: 120_000 }, async () => {
    for (const tool of writeTools) await call('ai-runs', { action: 'allow', workflow: 'lead-triage', tool, allowed: true });
    for (const lead of leads) await call('contact-submit', lead, developmentAnonKey);
    const started = (await call('ai-runs', { action: 'start', workflow: 'lead-triage', input: {} })).run;
    expect(started.mode).toBe('agent');

    // Killed in the middle of a model turn, once a write was stored: just after the fake model was
    // asked, long before it answers.
    const before = await vi.waitFor(async () => {
      const stored = await steps(started.id);
      expect(stored.some((step) => step.tool_name === 'add_task' && step.status === 'succeeded')).toBe(true);
      return stored;
    }, patiently);
    const askedSoFar = modelAsks();
    await vi.waitFor(() => expect(modelAsks()).toBeGreaterThan(askedSoFar), { timeout: 45_000, interval: 5 });
    await server.kill();
    await server.start();
    const waiting = await runWhen(started.id, /^waiting_approval$/);
    const resumed = await steps(waiting.id);
    for (const step of before.filter((stored) => stored.status === 'succeeded')) {
      expect(
        resumed.find((again) => again.id === step.id),
        'a stored step is replayed, not run again',
      ).toEqual(step);
    }

    // Killed while the first approved reply is mailed: after the mail went, before the runner heard so.
    const stepOf = (approval: Row) => resumed.find((step) => step.id === approval.step_id)!;
    const approvals = (await must(admin.from('ai_run_approvals').select('*').eq('run_id', waiting.id).eq('status', 'pending'))).sort(
      (a, b) => stepOf(a).ordinal - stepOf(b).ordinal,
    );
    const leadOf = (approval: Row) => stepOf(approval).input.input.lead_id as string;
    const asked = approvals.map(leadOf);
    const byLead = await leadRows(asked);
    const emailOf = (leadId: string) => byLead.find((lead) => lead.id === leadId)?.email as string;
    expect(asked.map(emailOf).sort(), 'a reply waits for each lead').toEqual(leads.map((lead) => lead.email).sort());
    const [first, denied, second] = approvals as [Row, Row, Row];
    const mailing = mailApi.holdNext((mail) => mail.to === emailOf(leadOf(first)));
    await call('ai-runs', { action: 'decide', approval: first.id, decision: 'approve' });
    await call('ai-runs', { action: 'decide', approval: denied.id, decision: 'deny' });
    await call('ai-runs', { action: 'decide', approval: second.id, decision: 'approve' });
    await mailing;
    await server.kill();
    mailApi.release();
    await server.start();
    const done = await runWhen(started.id, /^(succeeded|failed|cancelled)$/);
    expect(done).toMatchObject({ status: 'succeeded', output: { leads: 3, sent: 2 } });

    const all = await steps(done.id);
    expect(
      all.filter((step) => step.status !== 'succeeded'),
      'every step ended well',
    ).toEqual([]);
    expect(new Set(all.map((step) => step.ordinal)).size, 'one attempt per step').toBe(all.length);
    expect(new Set(all.map((step) => step.idempotency_key)).size, 'one key per step').toBe(all.length);
    const calls = (tool: string, leadId: string) => all.filter((step) => step.tool_name === tool && step.input.lead_id === leadId).length;
    for (const leadId of asked) {
      expect(writeTools.map((tool) => calls(tool, leadId))).toEqual([1, 1, 1]);
      const approved = leadId !== leadOf(denied);
      expect([calls('send_reply', leadId), calls('discard_reply', leadId)]).toEqual(approved ? [1, 0] : [0, 1]);
    }
    const modelTurns = all.filter((step) => step.kind === 'model_call').length;
    expect(modelAsks(), 'only the turn the kill cut short was asked again').toBe(modelTurns + 1);

    const tasks = await must(admin.from('tasks').select('*').in('lead_id', asked));
    expect(asked.map((leadId) => tasks.filter((task) => task.lead_id === leadId).length)).toEqual([1, 1, 1]);
    const triaged = await leadRows(asked);
    expect(triaged.every((lead) => lead.triaged_at !== null)).toBe(true);
    expect(
      triaged
        .filter((lead) => lead.reply_sent_at !== null)
        .map((lead) => lead.email)
        .sort(),
    ).toEqual([emailOf(leadOf(first)), emailOf(leadOf(second))].sort());

    // The interrupted send went again under its key, which the email API keeps once.
    const replies = mailApi.received.filter((mail) => asked.some((leadId) => emailOf(leadId) === mail.to));
    const firstKey = all.find((step) => step.tool_name === 'send_reply' && step.input.lead_id === leadOf(first))?.idempotency_key;
    expect(firstKey).toEqual(expect.any(String));
    expect(replies.map((mail) => [mail.to, mail.key])).toEqual([
      [emailOf(leadOf(first)), firstKey],
      [emailOf(leadOf(first)), firstKey],
      [emailOf(leadOf(second)), expect.any(String)],
    ]);
    const kept = mailApi.kept().filter((mail) => replies.includes(mail));
    expect(kept.map((mail) => mail.to)).toEqual([emailOf(leadOf(first)), emailOf(leadOf(second))]);
  });
});
