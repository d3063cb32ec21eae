import { useState } from 'react';
import { backendConfig } from '../../../lib/auth/backendConfig.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { type CheckResult, runCheck, type SystemTestContext, systemTestChecks } from '../../../lib/system-test/checks.ts';
import { DataTable } from '../kit/DataTable.tsx';
import { clientTable, type Column } from '../kit/tableRows.ts';

type Check = (typeof systemTestChecks)[number];

/** Each check with its last result: pass or fail, its time, and what was seen; "Running…" while it runs. */
const checkColumns = (results: Record<string, CheckResult>, running: string | null): Column<Check>[] => {
  const outcome = (check: Check) => {
    const result = results[check.id];
    return result ? (result.ok ? 'Pass' : 'Fail') : running === check.id ? 'Running…' : 'Not run';
  };
  const tone = (check: Check) => {
    const result = results[check.id];
    return result ? (result.ok ? 'system-good' : 'system-bad') : 'admin-muted';
  };
  return [
    { key: 'check', label: 'Check', value: (check) => check.name, rowHeader: true },
    { key: 'result', label: 'Result', value: outcome, cell: (check) => <span className={tone(check)}>{outcome(check)}</span> },
    { key: 'time', label: 'Time', numeric: true, value: (check) => (results[check.id] ? `${results[check.id]?.ms} ms` : '–') },
    { key: 'seen', label: 'What was seen', value: (check) => results[check.id]?.detail ?? '' },
  ];
};

async function browserContext(): Promise<SystemTestContext> {
  const { url, anonKey } = backendConfig(import.meta.env, location.origin);
  return {
    supabase: await getSupabase(),
    backendUrl: url.replace(/\/$/, ''),
    anonKey,
    siteUrl: location.origin,
    fetch: (input, init) => fetch(input, init),
    randomUUID: () => crypto.randomUUID(),
  };
}

/**
 * /system-test: the named checks against the live backend, one after another (the first refreshes
 * the session the others use), each with pass or fail, its time, and what was seen.
 */
export function SystemTest() {
  const [results, setResults] = useState<Record<string, CheckResult>>({});
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setResults({});
    setError(null);
    try {
      const context = await browserContext();
      for (const check of systemTestChecks) {
        setRunning(check.id);
        const result = await runCheck(check, context, () => performance.now());
        setResults((done) => ({ ...done, [check.id]: result }));
      }
    } catch (failure) {
      setError(`The checks could not start: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setRunning(null);
    }
  };
  const done = Object.values(results);
  const failed = done.filter((result) => !result.ok);
  return (
    <div className="admin-stack">
      <div className="admin-actions">
        <button type="button" className="button" onClick={run} disabled={running !== null}>
          {done.length > 0 ? 'Run the checks again' : 'Run the checks'}
        </button>
        <p role="status" className={failed.length > 0 ? 'system-bad' : undefined}>
          {running !== null
            ? `Running ${done.length + 1} of ${systemTestChecks.length}…`
            : done.length === 0
              ? `${systemTestChecks.length} checks against the live backend. One sends you a test mail; one stores an analytics event and removes it.`
              : failed.length > 0
                ? `${failed.length} of ${done.length} checks failed.`
                : `All ${done.length} checks passed.`}
        </p>
      </div>
      {error && <p role="alert">{error}</p>}
      <DataTable
        caption="The checks and their last run"
        columns={checkColumns(results, running)}
        table={clientTable(systemTestChecks, { columns: [] })}
        rowKey={(check) => check.id}
        empty={null}
      />
    </div>
  );
}
