import { useCallback, useEffect, useState } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { FormField } from '../../shared/FormField.tsx';
import { ToolFailed } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { FeedTable } from './FeedTable.tsx';
import { feedFetchingOn, fetchDueFeeds, fetchSummary } from './feedFetches.ts';
import { type FileOutcome, importFeedFile } from './feedImport.ts';
import { deleteSource, loadSources } from './signalsApi.ts';

const outcomeWords = { imported: 'imported', duplicate: 'already kept', refused: 'refused' } as const;

/**
 * Import RSS, Atom and OPML files; the feeds list (from OPML), each feed with its last error; and
 * fetching them now, where the backend fetches feeds (SIGNAL_FEED_FETCHING=on): the page says
 * plainly where it does not.
 */
export function FeedImport({ timeZone, onImported }: { timeZone: string; onImported(): void }) {
  const { state, reload } = useToolData(loadSources);
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const [busy, setBusy] = useState('');
  const [fetching, setFetching] = useState<boolean | null>(null);
  const [fetchAnswer, setFetchAnswer] = useState('');

  useEffect(() => {
    void feedFetchingOn().then(setFetching);
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
    setFetchAnswer('Fetching the feeds that are due…');
    const sources = await fetchDueFeeds().catch((error: Error) => error);
    setFetchAnswer(sources instanceof Error ? sources.message : fetchSummary(sources, timeZone));
    reload();
    onImported();
  }

  return (
    <ToolSection title="Import and feeds" stack>
      <FormField
        id="signal-import"
        label="Import an RSS, Atom or OPML file"
        hint="A feed file’s items become signals (an item already kept is skipped); an OPML file adds its feeds to the list below. Up to 5 MB a file."
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept=".xml,.rss,.atom,.opml,application/rss+xml,application/atom+xml,text/xml,application/xml,text/x-opml"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void importFiles(files);
            }}
          />
        )}
      </FormField>
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
        <p className="signal-notice">
          Feeds are not fetched here: import an RSS file, or turn the feed fetcher on (SIGNAL_FEED_FETCHING=on).
        </p>
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
      {state.kind === 'loaded' && (
        <FeedTable
          sources={state.data}
          timeZone={timeZone}
          onRemove={(source) => void deleteSource(source.id).then(reload, (error: Error) => setFetchAnswer(error.message))}
        />
      )}
    </ToolSection>
  );
}
