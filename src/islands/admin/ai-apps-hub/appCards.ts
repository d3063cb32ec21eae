import type { RoutePath } from '../../../lib/routes/index.ts';
import { type Answerer, functionApps, workflowAnsweredBy, workflowPage } from './aiApps.ts';
import type { AiApps } from './aiAppsApi.ts';
import { countText, durationText, errorsText } from './figureText.ts';

/**
 * How an application stands to the daily AI quota: each call to its provider is counted (a
 * workflow's agent, each model turn), or it calls no provider.
 */
export type QuotaUse = 'counted' | 'free';

/** One card of the hub, whatever the application's kind. */
export interface AppCard {
  key: string;
  title: string;
  purpose: string;
  page: RoutePath;
  answeredBy: Answerer[];
  quota: QuotaUse;
  lastAt: string | null;
  /** What "last use" says when there is none. */
  neverUsed: string;
  figures: [label: string, value: string][];
}

const quotaUse = (answeredBy: Answerer[]): QuotaUse => (answeredBy.some((answerer) => answerer.provider) ? 'counted' : 'free');

/** A card as its kind describes it; its quota follows from who answers it. */
const withQuota = (card: Omit<AppCard, 'quota'>): AppCard => ({ ...card, quota: quotaUse(card.answeredBy) });

type FunctionDay = AiApps['figures']['functions'][number];
type WorkflowDay = AiApps['figures']['workflows'][number];

const functionFigures = (day: FunctionDay | undefined): AppCard['figures'] => [
  ['Calls', countText(day?.calls ?? 0)],
  ['Errors', errorsText(day?.refused ?? 0, day?.failed ?? 0)],
  ['p95 duration', durationText(day?.p95_ms ?? null, 'No calls')],
];

const workflowFigures = (day: WorkflowDay | undefined): AppCard['figures'] => [
  ['Runs', countText(day?.runs ?? 0)],
  ['Failed', countText(day?.failed ?? 0)],
  ['p95 run time', durationText(day?.p95_ms ?? null, 'No finished run')],
];

/** Every card: the applications of the table in its order, then each workflow a person starts, in the server's order. */
export function appCards({ status, workflows, figures }: AiApps): AppCard[] {
  const functionCards = functionApps.map((app) => {
    const day = figures.functions.find((row) => row.name === app.operation);
    const { title, purpose, page } = app;
    const answeredBy = app.answeredBy(status);
    return withQuota({
      key: `function:${app.operation}`,
      title,
      purpose,
      page,
      answeredBy,
      lastAt: day?.last_at ?? null,
      neverUsed: 'Not in the last 30 days',
      figures: functionFigures(day),
    });
  });
  const workflowCards = workflows.map((workflow) => {
    const day = figures.workflows.find((row) => row.name === workflow.name);
    const card = { key: `workflow:${workflow.name}`, title: workflow.title, purpose: workflow.description, page: workflowPage(workflow) };
    return withQuota({
      ...card,
      answeredBy: workflowAnsweredBy(workflow),
      lastAt: day?.last_at ?? null,
      neverUsed: 'Never run',
      figures: workflowFigures(day),
    });
  });
  return [...functionCards, ...workflowCards];
}
