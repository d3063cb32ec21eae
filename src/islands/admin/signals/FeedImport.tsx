import { useCallback, useEffect, useState } from 'react';
import { adminRequest, failureOf } from '../kit/adminFunctions.ts';
import { ToolFailed } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { type FileOutcome, importFeedFile } from './feedImport.ts';
import { deleteSource, loadSources } from './signalsApi.ts';

const outcomeWords = { imported: 'imported', duplicate: 'already kept', refused: 'refused' } as const;

/**
 * Import RSS, Atom and OPML files; the feeds list (from OPML); and fetching, which only production
 * does: the embedded backend has no internet, and the page says so plainly.
 */
export function FeedImport({ timeZone, onImported }: { timeZone: string; onImported(): void }) {
  const { state, reload } = useToolData(loadSources);
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const [busy, setBusy] = useState('');
  const [fetching, setFetching] = useState<boolean | null>(null);
  const [fetchAnswer, setFetchAnswer] = useState('');

  useEffect(() => {
    adminRequest('signal-feeds', { method: 'GET' })
      .then(async (response) => (response.ok ? ((await response.json()) as { fetching: boolean }).fetching : false))
      .then(setFetching, () => setFetching(false));
  }, []);

  const importFiles = useCallback(
    async (files: File[]) => {
      setBusy(`Importing ${files.length === 1 ? files[0]?.name : `${files.length} files`}…`);
      const done: FileOutcome[] = [];
      for (const file of files) done.push(await importFeedFile(file, timeZone));
      setOutcomes(done);
      setBusy('');
      reload();
      onImported();
    },
    [timeZone, reload, onImported],
  );

  async function fetchNow() {
    setFetchAnswer('Fetching the feeds…');
    const response = await adminRequest('signal-feeds', { body: {} }).catch((error: Error) => error);
    if (response instanceof Error) return setFetchAnswer(response.message);
    if (!response.ok) return setFetchAnswer((await failureOf(response)).message);
    const { sources } = (await response.json()) as { sources: { title: string; imported: number; error: string | null }[] };
    setFetchAnswer(
      sources.map((source) => `${source.title}: ${source.error ?? `${source.imported} new`}`).join(' · ') || 'No feeds to fetch.',
    );
    reload();
    onImported();
  }

  const sources = state.kind === 'loaded' ? state.data : [];
  return (
    <section className="card admin-stack" aria-labelledby="feeds-title">
      <h2 id="feeds-title" className="section-title">
        Import and feeds
      </h2>
      <div className="form-field">
        <label htmlFor="signal-import">Import an RSS, Atom or OPML file</label>
        <input
          id="signal-import"
          type="file"
          multiple
          accept=".xml,.rss,.atom,.opml,application/rss+xml,application/atom+xml,text/xml,application/xml,text/x-opml"
          aria-describedby="signal-import-hint"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void importFiles(files);
          }}
        />
        <p id="signal-import-hint" className="admin-muted">
          A feed file’s items become signals (an item already kept is skipped); an OPML file adds its feeds to the list below. Up to 5 MB a
          file.
        </p>
      </div>
      <div role="status">{busy}</div>
      {outcomes.map((outcome) => (
        <div key={outcome.file} className="signal-outcome">
          <p className={outcome.kind === 'refused' ? 'form-error' : undefined}>
            <strong>{outcome.file}</strong>: {outcome.kind === 'refused' ? `not imported. ${outcome.message}` : outcome.message}
          </p>
          {outcome.rows.length > 0 && (
            <details>
              <summary>Each {outcome.kind === 'feeds' ? 'feed' : 'item'}</summary>
              <ul>
                {outcome.rows.map((row) => (
                  <li key={row.at}>
                    {row.title}: {outcomeWords[row.outcome.outcome]}
                    {row.outcome.outcome === 'refused' && ` (${row.outcome.message})`}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ))}
      <h3>Feeds</h3>
      {fetching === false && (
        <p className="signal-notice">Feeds are not fetched on this backend: import an RSS file, or run the feed fetcher in production.</p>
      )}
      {fetching && (
        <div className="admin-actions">
          <button type="button" className="button" onClick={() => void fetchNow()}>
            Fetch the feeds now
          </button>
        </div>
      )}
      <p role="status">{fetchAnswer}</p>
      {state.kind === 'failed' && <ToolFailed message={state.message} onRetry={reload} />}
      {state.kind === 'loaded' && sources.length === 0 && (
        <p className="admin-muted">No feeds yet: import an OPML file exported from your reader.</p>
      )}
      {sources.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Feed</th>
                <th scope="col">Address</th>
                <th scope="col">Last fetched</th>
                <th scope="col">
                  <span className="sr-only-text">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <tr key={source.id}>
                  <td>{source.site_url ? <a href={source.site_url}>{source.title}</a> : source.title}</td>
                  <td className="signal-address">{source.feed_url}</td>
                  <td>{source.last_fetched_at?.slice(0, 16).replace('T', ' ') ?? 'never'}</td>
                  <td>
                    <button
                      type="button"
                      className="admin-link"
                      onClick={() => void deleteSource(source.id).then(reload, (error: Error) => setFetchAnswer(error.message))}
                    >
                      Remove<span className="sr-only-text"> {source.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
