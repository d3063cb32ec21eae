import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';
import { type AiStatus, loadAiStatus } from '../kit/aiStatus.ts';
import { checked, fields, flag, listOf, numeric, orNull, type ShapeOf, text } from '../kit/answerShape.ts';
import { answered } from '../kit/rowQueries.ts';
import { functionApps, type Workflow } from './aiApps.ts';

const workflow = fields<Workflow>({ name: text, title: text, description: text, startable: flag, model: orNull(text) });
// A server that lists no workflows (before the runner) answers without the field: no workflow cards then.
const toolsAnswer = fields({ workflows: orNull(listOf(workflow)) });

const figures = fields({
  functions: listOf(
    fields({ name: text, calls: numeric, refused: numeric, failed: numeric, p95_ms: orNull(numeric), last_at: orNull(text) }),
  ),
  workflows: listOf(fields({ name: text, runs: numeric, failed: numeric, p95_ms: orNull(numeric), last_at: orNull(text) })),
  quota: fields({ day: text, everyone: numeric, yours: numeric }),
});
export type AppFigures = ShapeOf<typeof figures>;

export interface AiApps {
  status: AiStatus;
  /** The workflows a person starts; the coordinator's children are counted in their parent's page. */
  workflows: Workflow[];
  figures: AppFigures;
}

async function startableWorkflows(): Promise<Workflow[]> {
  const { workflows } = checked(toolsAnswer, await callAdminFunction('ai-tools'), 'the AI tools');
  return (workflows ?? []).filter((listed) => listed.startable);
}

/** Who answers each application, and its figures of the last 24 hours, counted by the database. */
export async function loadAiApps(): Promise<AiApps> {
  const [status, workflows] = await Promise.all([loadAiStatus(), startableWorkflows()]);
  const result = await (await getSupabase()).rpc('admin_ai_apps_figures', {
    p_functions: functionApps.map((app) => app.operation),
    p_workflows: workflows.map((listed) => listed.name),
  });
  return { status, workflows, figures: answered(result, figures, 'the AI applications’ figures') };
}
