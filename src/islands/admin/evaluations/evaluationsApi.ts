import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { listOf } from '../kit/answerShape.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { answered } from '../kit/rowQueries.ts';
import { startRun } from '../orchestration/runActions.ts';
import { dataset, evalRun, evalRunColumns, question, type Dataset } from './evaluationShapes.ts';

export const evaluationWorkflow = 'dataset-evaluation';

/** The datasets, newest first. */
export async function loadDatasets() {
  const client = await getSupabase();
  return answered(
    await client.from('eval_datasets').select(dataset.columns).order('created_at', { ascending: false }),
    listOf(dataset),
    'the datasets',
  );
}

export async function loadQuestions(datasetId: string) {
  const client = await getSupabase();
  const result = await client.from('eval_questions').select(question.columns).eq('dataset_id', datasetId).order('position');
  return answered(result, listOf(question), 'the questions');
}

/** The evaluation runs started by hand, oldest first (the order of the chart), at most the newest 200. */
export async function loadEvalRuns() {
  const client = await getSupabase();
  const result = await client
    .from('ai_runs')
    .select(evalRunColumns)
    .eq('workflow', evaluationWorkflow)
    .is('parent_run_id', null)
    .order('created_at', { ascending: false })
    .limit(200);
  return answered(result, listOf(evalRun), 'the evaluation runs').reverse();
}

/** Stores an imported file's dataset in one transaction; the database says what is wrong with a bad one. */
export async function importDataset(file: unknown): Promise<string> {
  const client = await getSupabase();
  const result = await client.rpc('import_eval_dataset', { p_dataset: file });
  if (result.error) throw queryFailed('import the dataset', result);
  return result.data as string;
}

export async function deleteDataset(id: string) {
  const result = await (await getSupabase()).from('eval_datasets').delete().eq('id', id);
  if (result.error) throw queryFailed('delete the dataset', result);
}

/** Starts the evaluation workflow on the dataset's questions as they stand now. */
export async function startEvaluation(chosen: Dataset, target: string) {
  const questions = (await loadQuestions(chosen.id)).map(({ question: text, sources, checks, held_out }) => ({
    question: text,
    sources,
    checks,
    held_out,
  }));
  return startRun(evaluationWorkflow, { dataset_id: chosen.id, dataset_name: chosen.name, target, questions });
}
