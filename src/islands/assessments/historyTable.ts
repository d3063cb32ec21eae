import { historyRows, latestPerRole } from '../../lib/assessments/results/historyRows.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';

export type RoleLinks = Readonly<Record<string, { name: string; path: string }>>;

/** One element with its text, and attributes set as they come. */
function element(document: Document, tag: string, text = '', attributes: Record<string, string> = {}): HTMLElement {
  const made = document.createElement(tag);
  made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/**
 * The person's saved results, newest first, each with its change since the one before it and a
 * link to it; with `latestOnly`, each role's newest result. Plain DOM: a list this small needs no
 * framework, so the pages that show it load none before their first interaction.
 */
export function historyTable(document: Document, results: readonly StoredResult[], roles: RoleLinks, latestOnly: boolean): HTMLElement {
  if (results.length === 0)
    return element(document, 'p', 'No saved results yet. Choose an assessment below; your result is saved when you finish.');
  const latest = new Set(latestPerRole(results));
  const table = element(document, 'table', '', { class: 'results-table' });
  const caption = latestOnly ? 'Your latest result for each assessment, newest first' : 'Your saved results, newest first';
  table.append(element(document, 'caption', caption, { class: 'sr-only-text' }));
  const headRow = element(document, 'tr');
  for (const name of ['Date', 'Assessment', 'Score', 'Level', 'Change']) headRow.append(element(document, 'th', name, { scope: 'col' }));
  table.appendChild(element(document, 'thead')).append(headRow);
  const body = table.appendChild(element(document, 'tbody'));
  for (const { result, change } of historyRows(results).filter(({ result }) => !latestOnly || latest.has(result))) {
    const row = body.appendChild(element(document, 'tr'));
    row
      .appendChild(element(document, 'td'))
      .append(element(document, 'time', formatDate(result.completed_at), { datetime: result.completed_at }));
    const role = roles[result.role_id];
    const name = element(document, 'th', role ? '' : result.role_id, { scope: 'row' });
    if (role) name.append(element(document, 'a', role.name, { href: resultHref(role.path, result.client_result_id) }));
    row.append(
      name,
      element(document, 'td', String(result.overall_score)),
      element(document, 'td', result.level),
      element(document, 'td', change ?? 'First result'),
    );
  }
  return table;
}
