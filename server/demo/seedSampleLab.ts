/**
 * The demo's lab (/lab): one sample prompt with two Runs, a model beside the site guide and a blind
 * comparison of two models already voted on, so the versions and the tally have something to show.
 * Only the prompt carries the mark; its versions, answers and vote go with it. Written in the
 * seeding's transaction (seedDemoData.ts).
 */
import type { Queries } from '../db/database.ts';

const prompt = {
  title: 'Sample: the AI Confidence Kit for a finance director',
  system_text: 'Answer in two sentences, for a busy finance director.',
  user_text: 'What is the {{product}} and who is it for?',
  variables: { product: 'AI Confidence Kit' },
};

const modelAnswer = (model: string, temperature: number, output: string, tokens: [number, number], latency: number) => ({
  kind: 'model',
  model,
  temperature,
  max_output_tokens: 300,
  label: `openai-compatible · ${model}`,
  output,
  sources: [],
  input_tokens: tokens[0],
  output_tokens: tokens[1],
  first_token_ms: Math.round(latency / 6),
  latency_ms: latency,
  cost_usd: null,
});

const llama = modelAnswer(
  'llama3.2',
  0.2,
  'The AI Confidence Kit is a short, practical guide to using AI safely at work. It is for professionals who want to start without risking client data.',
  [64, 41],
  2310,
);
const qwen = modelAnswer(
  'qwen2.5',
  0.7,
  'It is a self-check, everyday prompts and a seven-day plan for starting with AI. Finance leaders use it to set safe habits before a wider roll-out.',
  [66, 38],
  1980,
);
const siteGuide = {
  kind: 'site_guide',
  model: null,
  temperature: null,
  max_output_tokens: null,
  label: 'Site guide',
  output: 'From “AI Confidence Kit”: “A self-check, prompts for everyday tasks, a 7-day starter plan and a safe-use checklist.”',
  sources: [{ title: 'AI Confidence Kit', url: '/ai-survival-kit' }],
  input_tokens: 0,
  output_tokens: 0,
  first_token_ms: 28,
  latency_ms: 31,
  cost_usd: 0,
};

/** The Runs, oldest first: days ago, blind or not, the columns, and the column chosen in a blind one. */
const runs = [
  { daysAgo: 3, blind: false, columns: [llama, siteGuide], chosen: null },
  { daysAgo: 2, blind: true, columns: [llama, qwen], chosen: 1 },
];

export async function insertSampleLab(tx: Queries): Promise<void> {
  const made = await tx.query<{ id: string }>(
    `insert into public.lab_prompts (title, created_at, updated_at, is_sample) values ($1, now() - interval '3 days', now() - interval '2 days', true) returning id`,
    [prompt.title],
  );
  const promptId = made.rows[0]?.id;
  for (const [index, run] of runs.entries()) {
    const version = await tx.query<{ id: string }>(
      `insert into public.lab_versions (prompt_id, number, system_text, user_text, variables, blind, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, now() - make_interval(days => $7)) returning id`,
      [promptId, index + 1, prompt.system_text, prompt.user_text, JSON.stringify(prompt.variables), run.blind, run.daysAgo],
    );
    const versionId = version.rows[0]?.id;
    await tx.query(
      `insert into public.lab_results (version_id, position, kind, model, temperature, max_output_tokens, status, label, output, sources,
         input_tokens, output_tokens, first_token_ms, latency_ms, cost_usd)
       select $1, c.position, c.kind, c.model, c.temperature, c.max_output_tokens, 'complete', c.label, c.output, c.sources,
         c.input_tokens, c.output_tokens, c.first_token_ms, c.latency_ms, c.cost_usd
       from jsonb_to_recordset($2::jsonb) as c(position smallint, kind text, model text, temperature numeric, max_output_tokens integer,
         label text, output text, sources jsonb, input_tokens integer, output_tokens integer, first_token_ms integer, latency_ms integer,
         cost_usd numeric)`,
      [versionId, JSON.stringify(run.columns.map((column, position) => ({ ...column, position })))],
    );
    if (run.chosen !== null)
      await tx.query(
        'insert into public.lab_votes (version_id, result_id) select $1, id from public.lab_results where version_id = $1 and position = $2',
        [versionId, run.chosen],
      );
  }
}
