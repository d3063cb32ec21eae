import { createRoot } from 'react-dom/client';
import { hasFields, isString, recordOf } from '../../lib/plainChecks.ts';
import { ownResults } from '../../lib/assessments/results/resultQueries.ts';
import { HistoryList } from './HistoryList.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

const isRoleLinks = recordOf(hasFields({ name: isString, path: (value): value is string => isString(value) && value.startsWith('/') }));

/** How many results the hub lists; older ones stay stored. */
const historyLimit = 50;

/** Renders the person's history (or, with `data-latest`, each role's newest result) into `<assessment-history>`. */
export function mountHistory(element: HTMLElement): void {
  const roles: unknown = JSON.parse(element.dataset.roles ?? 'null');
  if (!isRoleLinks(roles))
    throw new Error(`<assessment-history> expected data-roles to map role ids to { name, path }; received ${element.dataset.roles}.`);
  createRoot(element).render(
    <ErrorBoundary>
      <HistoryList roles={roles} latestOnly={'latest' in element.dataset} load={() => ownResults({ limit: historyLimit })} />
    </ErrorBoundary>,
  );
}
