import { ownerLabel } from '../publishing/ownerDateTime.ts';
import type { SignalSource } from './signalsApi.ts';

/** The feeds (from OPML): when each was last fetched and, after a failure, why and when it is tried again. */
export function FeedTable({
  sources,
  timeZone,
  onRemove,
}: {
  sources: SignalSource[];
  timeZone: string;
  onRemove(source: SignalSource): void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Feed</th>
            <th scope="col">Address</th>
            <th scope="col">Last fetched</th>
            <th scope="col">Last error</th>
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
              <td>{source.last_fetched_at ? ownerLabel(source.last_fetched_at, timeZone) : 'never'}</td>
              <td>
                {source.last_error ? (
                  <>
                    <span className="form-error">{source.last_error}</span>{' '}
                    <span className="admin-muted">
                      {source.failed_fetches === 1 ? 'Failed once' : `Failed ${source.failed_fetches} times in a row`}; tried again after{' '}
                      {ownerLabel(source.next_fetch_at, timeZone)}.
                    </span>
                  </>
                ) : (
                  'none'
                )}
              </td>
              <td>
                <button type="button" className="admin-link" onClick={() => onRemove(source)}>
                  Remove<span className="sr-only-text"> {source.title}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
