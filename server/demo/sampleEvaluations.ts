/**
 * /innovation-lab's sample: the shipped dataset (evals/site-guide.json) imported as a sample
 * dataset, and the runs of the AI workbench that evaluate it (sampleRunPlan.ts): the site guide's
 * retrieval and the notes' search, scored by the runner over the passages of the build being served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evalDatasetFile } from '../../functions/_shared/evals/evalDataset.ts';
import type { Queries } from '../db/database.ts';
import { sampleSeed } from './sampleData.ts';
import { seededRandom } from './seededRandom.ts';

const file = evalDatasetFile.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../evals/site-guide.json'), 'utf8')));

export const sampleDataset = { id: seededRandom(sampleSeed + 37).uuid(), ...file };

/** The evaluation workflow's input for a target, the questions as the dataset holds them. */
export const sampleEvaluation = (target: 'site-guide' | 'notes') => ({
  dataset_id: sampleDataset.id,
  dataset_name: sampleDataset.name,
  target,
  questions: sampleDataset.questions,
});

/** The dataset, imported a fortnight ago: before the runs that evaluate it. */
export async function insertSampleDataset(tx: Queries, now: number): Promise<void> {
  const { id, name, description, questions } = sampleDataset;
  await tx.query(`insert into public.eval_datasets (id, name, description, created_at, is_sample) values ($1, $2, $3, $4, true)`, [
    id,
    name,
    description,
    new Date(now - 14 * 86_400_000).toISOString(),
  ]);
  await tx.query(
    `insert into public.eval_questions (dataset_id, position, question, sources, checks, held_out)
     select $1, q.position - 1, q.question, array(select jsonb_array_elements_text(q.sources)), q.checks, q.held_out
     from rows from (jsonb_to_recordset($2::jsonb) as (question text, sources jsonb, checks jsonb, held_out boolean))
       with ordinality as q(question, sources, checks, held_out, position)`,
    [id, JSON.stringify(questions)],
  );
}
