import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { runsOf } from './support/runs.ts';

/**
 * The workbench's workflows by their rules (no model configured), started as the owner starts
 * them: through ai-runs, which starts the runner at once. What each made, the steps stored, the
 * approvals, cancel and retry.
 */
let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
let runs: ReturnType<typeof runsOf>;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test');
  runs = runsOf(test, admin);
  await test.backend.deps.db.exec(`
    insert into public.signals (title, source, summary, strength, tags, signal_on) values
      ('Agents reach the back office', 'Analyst note', 'Finance teams pilot agents for month-end close.', 5, '{agents,finance}', current_date),
      ('Pilot governance becomes a board topic', 'Survey', 'Boards ask for stop rules on AI pilots.', 4, '{governance,agents}', current_date - 1),
      ('An old signal', 'Feed', 'Outside the period.', 5, '{agents}', current_date - 40);
    insert into public.kb_notes (title, body_md) values ('AI pilot governance', 'Every agents pilot needs a stop rule and an owner.');
    insert into public.articles (slug, title, summary, body_md, status, published_at)
      values ('stop-rules', 'Stop rules for AI pilots', 'Why a pilot needs a way to end.', 'Body.', 'published', now());`);
}, backendStartTimeout);
afterAll(() => test?.stop());

describe('Brief from signals, by its rules', () => {
  it('turns the period’s strongest signals and the notes on their tags into a brief draft with its sources', async () => {
    const started = await runs.act({ action: 'start', workflow: 'brief-from-signals', input: { days: 7 } });
    expect(started.status).toBe(201);
    const run = await runs.finished(started.body.run.id);
    expect(run).toMatchObject({ status: 'succeeded', mode: 'rules', input_tokens: 0 });
    expect(Number(run.cost_usd), 'a run that asked no model costs nothing').toBe(0);
    const steps = await runs.steps(run.id);
    expect(steps.map((step) => step.tool_name)).toEqual([
      'list_signals',
      'search_notes',
      'search_notes',
      'search_notes',
      'search_site_passages',
      'create_brief_draft',
    ]);
    expect(steps.every((step) => step.status === 'succeeded' && step.duration_ms !== null)).toBe(true);
    const { rows } = await test.backend.deps.db.query<{ title: string; body_md: string; status: string; sources: number }>(
      `select b.title, b.body_md, b.status, (select count(*)::int from public.brief_items s where s.brief_id = b.id) as sources
       from public.briefs b where b.id = $1`,
      [run.output.brief_id],
    );
    expect(rows[0]).toMatchObject({ status: 'draft', sources: 3 });
    expect(rows[0]?.body_md).toContain('Agents reach the back office');
    expect(rows[0]?.body_md).toContain('AI pilot governance');
    expect(rows[0]?.body_md).not.toContain('An old signal');
  });

  it('refuses an input out of range with a message, and stores no run', async () => {
    const before = await runs.count();
    const refused = await runs.act({ action: 'start', workflow: 'brief-from-signals', input: { days: 400 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/days/);
    expect((await runs.act({ action: 'start', workflow: 'writer', input: {} })).status).toBe(404);
    expect(await runs.count()).toBe(before);
  });

  it('is the admin’s alone', async () => {
    expect((await runs.act({ action: 'start', workflow: 'newsletter-draft', input: {} }, reader.accessToken)).status).toBe(403);
    expect((await runs.act({ action: 'start', workflow: 'newsletter-draft', input: {} }, test.anonKey)).status).toBe(401);
  });
});

describe('Newsletter draft, by its rules', () => {
  it('drafts an issue from the articles published since the last issue, and sends nothing', async () => {
    const started = await runs.act({ action: 'start', workflow: 'newsletter-draft', input: {} });
    const run = await runs.finished(started.body.run.id);
    expect(run.status).toBe('succeeded');
    const { rows } = await test.backend.deps.db.query<{ subject: string; body_md: string; status: string }>(
      'select subject, body_md, status from public.newsletter_issues where id = $1',
      [run.output.issue_id],
    );
    expect(rows[0]).toMatchObject({ subject: 'Stop rules for AI pilots', status: 'draft' });
    expect(rows[0]?.body_md).toContain(`${test.url}/articles/stop-rules`);
    expect(await test.mails()).toEqual([]);
  });
});

describe('Lead triage, by its rules', () => {
  it('scores each new lead, adds a task, drafts a reply that waits; one approved reply is mailed once, the denied one discarded', async () => {
    await test.backend.deps.db.exec(`
      insert into public.leads (name, email, organisation) values
        ('Grace Hopper', 'grace@navy.example', 'Navy'), ('Alan Turing', 'alan@example.test', '');`);
    const started = await runs.act({ action: 'start', workflow: 'lead-triage', input: {} });
    const waiting = await runs.finished(started.body.run.id, ['waiting_approval']);
    const { rows: leads } = await test.backend.deps.db.query<{
      id: string;
      name: string;
      triage_score: number;
      reply_subject: string;
      tasks: number;
    }>(
      `select l.id, l.name, l.triage_score, l.reply_subject, (select count(*)::int from public.tasks t where t.lead_id = l.id) as tasks
       from public.leads l order by l.name`,
    );
    expect(leads.map((lead) => [lead.name, lead.tasks, lead.reply_subject !== ''])).toEqual([
      ['Alan Turing', 1, true],
      ['Grace Hopper', 1, true],
    ]);
    expect(leads[1]!.triage_score).toBeGreaterThan(leads[0]!.triage_score);
    const approvals = await runs.approvals(waiting.id);
    expect(approvals.map((approval) => approval.status)).toEqual(['pending', 'pending']);
    expect(await test.mails(), 'nothing goes before the owner says so').toEqual([]);

    const grace = approvals.find((approval) => approval.input.input.lead_id === leads[1]!.id)!;
    const alan = approvals.find((approval) => approval.input.input.lead_id === leads[0]!.id)!;
    const moved = await runs.act({
      action: 'decide',
      approval: grace.id,
      decision: 'approve',
      input: { ...grace.input.input, lead_id: alan.input.input.lead_id },
    });
    expect(moved.status, 'an approval does not change whom the call acts on').toBe(400);
    const edited = { ...grace.input.input, body: 'Dear Grace,\n\nGlad to talk.' };
    expect((await runs.act({ action: 'decide', approval: grace.id, decision: 'approve', input: edited })).status).toBe(200);
    expect((await runs.act({ action: 'decide', approval: grace.id, decision: 'deny' })).status, 'decided once').toBe(409);
    expect((await runs.act({ action: 'decide', approval: alan.id, decision: 'deny' })).status).toBe(200);
    const done = await runs.finished(waiting.id);
    expect(done).toMatchObject({ status: 'succeeded', output: { leads: 2, sent: 1 } });
    expect((await runs.approvals(waiting.id)).map((approval) => approval.decided_by)).toEqual([admin.id, admin.id]);

    const mails = await test.mails();
    expect(mails.map((mail) => [mail.to, mail.text.includes('Glad to talk.')])).toEqual([['grace@navy.example', true]]);
    const { rows: after } = await test.backend.deps.db.query<{ name: string; stage: string; reply_drafted_at: string | null }>(
      'select name, stage, reply_drafted_at from public.leads order by name',
    );
    expect(after.map((lead) => [lead.name, lead.stage, lead.reply_drafted_at !== null])).toEqual([
      ['Alan Turing', 'new', false],
      ['Grace Hopper', 'replied', true],
    ]);
    const again = await runs.finished((await runs.act({ action: 'start', workflow: 'lead-triage', input: {} })).body.run.id);
    expect(again.summary, 'a triaged lead is not triaged again').toBe('No new lead to triage.');
  });
});

describe('the coordinated piece', () => {
  it('hands the job to a researcher, a writer and a reviewer, each a child run, at most three drafts, and keeps the piece', async () => {
    const started = await runs.act({ action: 'start', workflow: 'coordinated-piece', input: { job: 'AI pilot governance for agents' } });
    const run = await runs.finished(started.body.run.id);
    expect(run.status).toBe('succeeded');
    const { rows: children } = await test.backend.deps.db.query<{ workflow: string; status: string; starter: string }>(
      'select workflow, status, starter from public.ai_runs where parent_run_id = $1 order by created_at',
      [run.id],
    );
    const roles = children.map((child) => child.workflow);
    expect(roles.slice(0, 3)).toEqual(['researcher', 'writer', 'reviewer']);
    expect(roles.filter((role) => role === 'writer').length).toBeLessThanOrEqual(3);
    expect(children.every((child) => child.status === 'succeeded' && child.starter === admin.id)).toBe(true);
    const steps = await runs.steps(run.id);
    expect(steps.filter((step) => step.kind === 'child_run')).toHaveLength(children.length);
    expect(steps.at(-1)?.tool_name).toBe('create_brief_draft');
    const { rows } = await test.backend.deps.db.query('select title from public.briefs where id = $1', [run.output.brief_id]);
    expect(rows).toEqual([{ title: 'AI pilot governance for agents' }]);
  });
});

describe('cancel and retry', () => {
  it('cancels a waiting run once, and retries a failed run from the step it failed at, keeping the attempt before', async () => {
    await test.backend.deps.db.exec(`insert into public.leads (name, email) values ('Edsger Dijkstra', 'edsger@example.test')`);
    const waiting = await runs.finished((await runs.act({ action: 'start', workflow: 'lead-triage', input: {} })).body.run.id, [
      'waiting_approval',
    ]);
    expect((await runs.act({ action: 'cancel', run: waiting.id })).body.run.status).toBe('cancelled');
    expect((await runs.act({ action: 'cancel', run: waiting.id })).status).toBe(409);
    const [stillPending] = await runs.approvals(waiting.id);
    expect((await runs.act({ action: 'decide', approval: stillPending?.id, decision: 'approve' })).status, 'nothing acts on it').toBe(409);

    // The starter loses the admin role between two steps: the next tool refuses, and the run fails there.
    await test.backend.deps.db.query('delete from private.admin_emails where email = $1', ['owner@example.test']);
    const queued = await test.backend.deps.db.query<{ id: string }>(
      `insert into public.ai_runs (workflow, input, starter) values ('newsletter-draft', '{}', $1) returning id`,
      [admin.id],
    );
    const failed = await runs.drainUntil(queued.rows[0]!.id, ['failed']);
    const [failedStep] = await runs.steps(failed.id);
    expect(failedStep).toMatchObject({ status: 'failed', tool_name: 'list_recent_articles', attempt: 1 });
    expect(failedStep!.error).toMatch(/administrator/);

    await test.backend.deps.db.query('insert into private.admin_emails (email) values ($1)', ['owner@example.test']);
    expect((await runs.act({ action: 'retry', run: failed.id, step: failedStep!.id })).status).toBe(200);
    const retried = await runs.finished(failed.id);
    expect(retried.status).toBe('succeeded');
    const steps = await runs.steps(failed.id);
    expect(steps.map((step) => [step.ordinal, step.attempt, step.status])).toEqual([
      [0, 1, 'failed'],
      [0, 2, 'succeeded'],
      [1, 1, 'succeeded'],
    ]);
    expect((await runs.act({ action: 'retry', run: failed.id, step: failedStep!.id })).status, 'only a failed run').toBe(409);
  });
});
