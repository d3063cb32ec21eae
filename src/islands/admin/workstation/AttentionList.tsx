import type { AttentionList as List } from './needsAttention.ts';

/** New leads, failing checks, tasks due, pieces due and strong signals, each a link to the tool that deals with it. */
export function AttentionList({ list }: { list: List }) {
  return (
    <>
      {list.items.length === 0 ? (
        <p className="admin-muted">
          Nothing needs your attention: no new leads, no failing checks, no tasks due, no pieces due and no strong signals waiting for a
          brief.
        </p>
      ) : (
        <ul className="workstation-attention">
          {list.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <a href={item.href}>{item.text}</a>
              {item.detail && <span className="admin-muted"> · {item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {list.unreadable.length > 0 && (
        <div role="alert">
          <p>Some of the list could not be read, so it may be missing items:</p>
          <ul>
            {list.unreadable.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
