import { hasFields, isString, recordOf } from '../../lib/plainChecks.ts';
import { ownResults } from '../../lib/assessments/results/resultQueries.ts';
import { historyTable } from './historyTable.ts';

const isRoleLinks = recordOf(hasFields({ name: isString, path: (value): value is string => isString(value) && value.startsWith('/') }));

/** How many results the hub lists; older ones stay stored. */
const historyLimit = 50;

/** Renders the person's history (or, with `data-latest`, each role's newest result) into `<assessment-history>`. */
export async function mountHistory(element: HTMLElement): Promise<void> {
  const roles: unknown = JSON.parse(element.dataset.roles ?? 'null');
  if (!isRoleLinks(roles))
    throw new Error(`<assessment-history> expected data-roles to map role ids to { name, path }; received ${element.dataset.roles}.`);
  try {
    element.replaceChildren(historyTable(document, await ownResults({ limit: historyLimit }), roles, 'latest' in element.dataset));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The results could not be loaded.';
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = `${message} Reload the page to try again.`;
    element.replaceChildren(alert);
  }
}
