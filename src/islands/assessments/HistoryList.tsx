import { useEffect, useState } from 'react';
import { historyRows, latestPerRole } from '../../lib/assessments/results/historyRows.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';
import { ColumnHeads } from './ColumnHeads.tsx';

interface HistoryListProps {
  roles: Readonly<Record<string, { name: string; path: string }>>;
  load(): Promise<StoredResult[]>;
  /** Only each role's newest result, for the signed-in home. */
  latestOnly?: boolean;
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; results: StoredResult[] };

/** The person's saved results, newest first, each with its change since the one before it and a link to it. */
export function HistoryList({ roles, load, latestOnly = false }: HistoryListProps) {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    load().then(
      (results) => setState({ kind: 'loaded', results }),
      (error: unknown) =>
        setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The results could not be loaded.' }),
    );
  }, [load]);

  if (state.kind === 'loading')
    return (
      <p className="hub-muted" role="status">
        Loading your saved results…
      </p>
    );
  if (state.kind === 'failed') return <p role="alert">{state.message} Reload the page to try again.</p>;
  if (state.results.length === 0) return <p>No saved results yet. Choose an assessment below; your result is saved when you finish.</p>;
  const latest = new Set(latestPerRole(state.results));
  const rows = historyRows(state.results).filter(({ result }) => !latestOnly || latest.has(result));
  return (
    <table className="results-table">
      <caption className="sr-only-text">
        {latestOnly ? 'Your latest result for each assessment, newest first' : 'Your saved results, newest first'}
      </caption>
      <ColumnHeads names={['Date', 'Assessment', 'Score', 'Level', 'Change']} />
      <tbody>
        {rows.map(({ result, change }) => {
          const role = roles[result.role_id];
          return (
            <tr key={result.client_result_id}>
              <td>
                <time dateTime={result.completed_at}>{formatDate(result.completed_at)}</time>
              </td>
              <th scope="row">{role ? <a href={resultHref(role.path, result.client_result_id)}>{role.name}</a> : result.role_id}</th>
              <td>{result.overall_score}</td>
              <td>{result.level}</td>
              <td>{change ?? 'First result'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
