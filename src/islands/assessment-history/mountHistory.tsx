import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { ownResults } from '../../lib/results/resultQueries.ts';
import { HistoryList } from './HistoryList.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

const roleLinksSchema = z.record(z.string(), z.object({ name: z.string(), path: z.string().startsWith('/') }));

/** How many results the hub lists; older ones stay stored. */
const historyLimit = 50;

/** Renders the person's history into the hub's `<assessment-history>` element. */
export function mountHistory(element: HTMLElement): void {
  const parsed = roleLinksSchema.safeParse(JSON.parse(element.dataset.roles ?? 'null'));
  if (!parsed.success)
    throw new Error(`<assessment-history> expected data-roles to map role ids to { name, path }; received ${element.dataset.roles}.`);
  createRoot(element).render(
    <ErrorBoundary>
      <HistoryList roles={parsed.data} load={() => ownResults({ limit: historyLimit })} />
    </ErrorBoundary>,
  );
}
