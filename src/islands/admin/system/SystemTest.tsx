import { useState } from 'react';
import { backendConfig } from '../../../lib/auth/backendConfig.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { type CheckResult, runCheck, type SystemTestContext, systemTestChecks } from '../../../lib/system-test/checks.ts';

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
      <div className="system-scroll">
        <table>
          <caption>The checks and their last run</caption>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Result</th>
              <th scope="col" className="system-number">
                Time
              </th>
              <th scope="col">What was seen</th>
            </tr>
          </thead>
          <tbody>
            {systemTestChecks.map((check) => {
              const result = results[check.id];
              return (
                <tr key={check.id} data-check={check.id}>
                  <th scope="row">{check.name}</th>
                  <td className={result ? (result.ok ? 'system-good' : 'system-bad') : 'admin-muted'}>
                    {result ? (result.ok ? 'Pass' : 'Fail') : running === check.id ? 'Running…' : 'Not run'}
                  </td>
                  <td className="system-number">{result ? `${result.ms} ms` : '–'}</td>
                  <td>{result?.detail ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
