import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { type AiStatus, loadAiStatus } from '../kit/aiStatus.ts';
import { fields, listOf, numeric, orNull, type ShapeOf, text } from '../kit/answerShape.ts';
import { answered } from '../kit/rowQueries.ts';
import { loadCatalog } from '../kit/workbenchCatalog.ts';
import { functionApps, type Workflow } from './aiApps.ts';

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
  return (await loadCatalog()).workflows.filter((listed) => listed.startable);
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
