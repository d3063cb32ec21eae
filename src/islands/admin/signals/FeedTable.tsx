import { DataTable } from '../kit/DataTable.tsx';
import { momentColumn } from '../kit/momentColumn.ts';
import { clientTable, type Column } from '../kit/tableRows.ts';
import { ownerLabel } from '../publishing/ownerDateTime.ts';
import type { SignalSource } from './signalsApi.ts';

const feedColumns = (timeZone: string, remove: (source: SignalSource) => void): Column<SignalSource>[] => [
  {
    key: 'title',
    label: 'Feed',
    value: (source) => source.title,
    cell: (source) => (source.site_url ? <a href={source.site_url}>{source.title}</a> : source.title),
  },
  {
    key: 'feed_url',
    label: 'Address',
    value: (source) => source.feed_url,
    cell: (source) => <span className="signal-address">{source.feed_url}</span>,
  },
  momentColumn('last_fetched_at', 'Last fetched', (source) => source.last_fetched_at, timeZone, 'never'),
  {
    key: 'last_error',
    label: 'Last error',
    value: (source) => source.last_error,
    cell: (source) =>
      source.last_error ? (
        <>
          <span className="form-error">{source.last_error}</span>{' '}
          <span className="admin-muted">
            {source.failed_fetches === 1 ? 'Failed once' : `Failed ${source.failed_fetches} times in a row`}; tried again after{' '}
            {ownerLabel(source.next_fetch_at, timeZone)}.
          </span>
        </>
      ) : (
        'none'
      ),
  },
  {
    key: 'remove',
    label: 'Actions',
    value: () => null,
    hiddenLabel: true,
    csv: false,
    cell: (source) => (
      <button type="button" className="admin-link" onClick={() => remove(source)}>
        Remove<span className="sr-only-text"> {source.title}</span>
      </button>
    ),
  },
];

/** The feeds (from OPML), in title order: when each was last fetched and, after a failure, why and when it is tried again. */
export function FeedTable({
  sources,
  timeZone,
  onRemove,
}: {
  sources: readonly SignalSource[];
  timeZone: string;
  onRemove(source: SignalSource): void;
}) {
  const columns = feedColumns(timeZone, onRemove);
  return (
    <DataTable
      columns={columns}
      table={clientTable(sources, { columns })}
      rowKey={(source) => source.id}
      empty={<p className="admin-muted">No feeds yet: import an OPML file exported from your reader.</p>}
    />
  );
}
