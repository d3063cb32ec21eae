import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalDatasetFile } from '../../../functions/_shared/evals/evalDataset.ts';
import { splitScores } from '../../../functions/_shared/evals/evalScores.ts';
import { siteGuideResults } from '../../../scripts/evals/siteGuideScores.ts';
import { runsOf } from '../ai/support/runs.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { clientWithToken, createTestUser, type TestUser } from '../support/users.ts';

/**
 * Evaluations as /innovation-lab makes them: the shipped dataset imported, run by the evaluation
 * workflow through the run store, and scored as `npm run eval` scores it.
 */
const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../../../evals/site-guide.json'), 'utf8'));
// A part of the shipped dataset, tuning and held-out questions both, over a few of the site's passages.
const dataset = { ...shipped, questions: [...shipped.questions.slice(0, 8), ...shipped.questions.slice(-4)] };
const passages = [
  [
    'AI Confidence Kit',
    '/ai-survival-kit',
    'A free, practical kit to start using AI with confidence: a self-check, prompts and a 7-day plan.',
  ],
  [
    'Confidence self-check',
    '/ai-survival-kit#self-check-title',
    'Eight statements, one minute. How the result is worked out: each answer counts from 1 to 5. Nothing leaves your browser.',
  ],
  ['Prompt library', '/ai-survival-kit#prompts-title', 'Ready-made requests for everyday work. Replace the parts in brackets.'],
  [
    'Emails and messages',
    '/ai-survival-kit#prompts-messages',
    'Draft a reply that keeps the relationship. Check the tone before you send.',
  ],
  ['Making sense of long reading', '/ai-survival-kit#prompts-reading', 'Summarise the report below in five bullet points for my role.'],
  ['How an engagement works', '/advisory#steps-title', 'A first conversation, free. A written proposal within a week, with a fixed fee.'],
  ['By occupation', '/ai-jobs-heatmap#ai-jobs-occupations', 'Wages are on a log scale. Download every occupation as CSV.'],
].map(([title, url, text]) => ({ title, page_title: 'Page', url, text }));

let test: TestBackend;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test');
  await test.backend.deps.db.query('select public.replace_site_passages($1::jsonb)', [JSON.stringify(passages)]);
}, backendStartTimeout);
afterAll(() => test?.stop());

describe('Evaluations', () => {
  it('runs an imported dataset against the site guide through the run store, with the figures npm run eval prints', async () => {
    const imported = await clientWithToken(test, admin.accessToken).rpc('import_eval_dataset', { p_dataset: dataset });
    expect(imported.error).toBeNull();
    const { rows: questions } = await test.backend.deps.db.query<Record<string, unknown>>(
      'select question, sources, checks, held_out from public.eval_questions where dataset_id = $1 order by position',
      [imported.data],
    );
    expect(questions).toHaveLength(12);
    const runs = runsOf(test, admin);
    const input = { dataset_id: imported.data, dataset_name: dataset.name, target: 'site-guide', questions };
    const started = await runs.act({ action: 'start', workflow: 'dataset-evaluation', input });
    expect(started.status).toBe(201);
    const run = await runs.finished(started.body.run.id);
    expect(run.status, run.error).toBe('succeeded');
    expect(await runs.steps(run.id)).toHaveLength(12);
    const expected = splitScores(await siteGuideResults(test.backend.deps.db, evalDatasetFile.parse(dataset).questions));
    expect(run.output.scores).toEqual(expected);
    expect(expected.tuning.questions).toBe(8);
    expect(expected.held_out.hit_at_3).not.toBeNull();
    expect(run.summary).toMatch(/hit@3 \d\.\d\d, MRR \d\.\d\d/);
  });

  it('scores the notes’ search against the notes a question should find', async () => {
    const { rows } = await test.backend.deps.db.query<{ id: string }>(
      `insert into public.kb_notes (title, body_md) values ('Pilot stop rules', 'Every pilot needs a stop rule.'), ('Lunch', 'Soup.') returning id`,
    );
    const questions = [
      { question: 'What does a pilot need to stop?', sources: [`note:${rows[0]!.id}`], checks: [{ kind: 'contains', text: 'stop rule' }] },
    ];
    const runs = runsOf(test, admin);
    const started = await runs.act({
      action: 'start',
      workflow: 'dataset-evaluation',
      input: { dataset_id: crypto.randomUUID(), dataset_name: 'Notes', target: 'notes', questions },
    });
    const run = await runs.finished(started.body.run.id);
    expect(run.output.results[0]).toMatchObject({ rank: 1, checks: [{ kind: 'contains', passed: true }] });
    expect(run.output.scores.all).toEqual({ questions: 1, hit_at_3: 1, mrr: 1, pass_rate: 1 });
  });

  it('puts each question to the workbench’s researcher as a child run, and scores the findings it hands back', async () => {
    const { rows } = await test.backend.deps.db.query<{ id: string }>(
      `insert into public.kb_notes (title, body_md) values ('Engagement fees', 'A written proposal within a week, with a fixed fee.') returning id`,
    );
    const questions = [
      {
        question: 'What does the advisory proposal cost?',
        sources: [`note:${rows[0]!.id}`],
        checks: [{ kind: 'contains', text: 'fixed fee' }],
      },
      { question: 'Where are the prompt library requests?', sources: ['/ai-survival-kit#prompts-title'] },
    ];
    const runs = runsOf(test, admin);
    const started = await runs.act({
      action: 'start',
      workflow: 'dataset-evaluation',
      input: { dataset_id: crypto.randomUUID(), dataset_name: 'Researcher', target: 'researcher', questions },
    });
    const run = await runs.finished(started.body.run.id);
    expect(run.status, run.error).toBe('succeeded');
    const steps = await runs.steps(run.id);
    expect(steps.map((step) => step.kind)).toEqual(['child_run', 'child_run']);
    expect(run.output.results.map((result: { rank: number | null }) => result.rank)).toEqual([1, expect.any(Number)]);
    expect(run.output.results[0].checks).toEqual([expect.objectContaining({ kind: 'contains', passed: true })]);
    expect(run.output.scores.all.hit_at_3).toBeGreaterThan(0.5);
  });

  it('refuses a file with a bad question whole, storing nothing, and is the admin’s alone', async () => {
    const count = async () =>
      (await test.backend.deps.db.query<{ n: number }>('select count(*)::int as n from public.eval_datasets')).rows[0]!.n;
    const before = await count();
    const bad = {
      name: 'Bad',
      questions: [
        { question: 'Fine?', sources: ['/advisory'] },
        { question: 'Bad?', sources: ['not a path'] },
      ],
    };
    const refused = await clientWithToken(test, admin.accessToken).rpc('import_eval_dataset', { p_dataset: bad });
    expect(refused.error?.message).toMatch(/sources/);
    expect((await clientWithToken(test, reader.accessToken).rpc('import_eval_dataset', { p_dataset: dataset })).error?.message).toMatch(
      /administrator/,
    );
    expect(await count()).toBe(before);
    const noModel = await runsOf(test, admin).act({
      action: 'start',
      workflow: 'dataset-evaluation',
      input: { dataset_id: crypto.randomUUID(), dataset_name: 'X', target: 'model', questions: [{ question: 'Hi?' }] },
    });
    const run = await runsOf(test, admin).finished(noModel.body.run.id);
    expect(run.error).toMatch(/No chat model is configured/);
  });
});
