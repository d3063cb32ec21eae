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

/** Every card: the applications of the table in its order, then each workflow a person starts, in the server's order. */
export function appCards({ status, workflows, figures }: AiApps): AppCard[] {
  const functionCards = functionApps.map((app): AppCard => {
    const day = figures.functions.find((row) => row.name === app.operation);
    const answeredBy = app.answeredBy(status);
    return {
      key: `function:${app.operation}`,
      title: app.title,
      purpose: app.purpose,
      page: app.page,
      answeredBy,
      quota: quotaUse(answeredBy),
      lastAt: day?.last_at ?? null,
      neverUsed: 'Not in the last 30 days',
      figures: [
        ['Calls', countText(day?.calls ?? 0)],
        ['Errors', errorsText(day?.refused ?? 0, day?.failed ?? 0)],
        ['p95 duration', durationText(day?.p95_ms ?? null, 'No calls')],
      ],
    };
  });
  const workflowCards = workflows.map((workflow): AppCard => {
    const day = figures.workflows.find((row) => row.name === workflow.name);
    const answeredBy = workflowAnsweredBy(workflow);
    return {
      key: `workflow:${workflow.name}`,
      title: workflow.title,
      purpose: workflow.description,
      page: workflowPage(workflow),
      answeredBy,
      quota: quotaUse(answeredBy),
      lastAt: day?.last_at ?? null,
      neverUsed: 'Never run',
      figures: [
        ['Runs', countText(day?.runs ?? 0)],
        ['Failed', countText(day?.failed ?? 0)],
        ['p95 run time', durationText(day?.p95_ms ?? null, 'No finished run')],
      ],
    };
  });
  return [...functionCards, ...workflowCards];
}
