import type { ToolState } from '../kit/useToolData.ts';
import type { AttentionItem } from './attentionItem.ts';
import type { AttentionList as List } from './needsAttention.ts';

/**
 * New leads, failing checks, tasks due, pieces due and strong signals, each a link to the tool that
 * deals with it. The checks join when the live system has answered; until then the list says so.
 */
export function AttentionList({ list, checks }: { list: List; checks: ToolState<AttentionItem[]> }) {
  const items = [...list.items, ...(checks.kind === 'loaded' ? checks.data : [])];
  const unreadable = [...list.unreadable, ...(checks.kind === 'failed' ? [`the system checks: ${checks.message}`] : [])];
  return (
    <>
      {items.length === 0 ? (
        checks.kind !== 'loading' && (
          <p className="admin-muted">
            Nothing needs your attention: no new leads, no failing checks, no tasks due, no pieces due and no strong signals waiting for a
            brief.
          </p>
        )
      ) : (
        <ul className="workstation-attention">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <a href={item.href}>{item.text}</a>
              {item.detail && <span className="admin-muted"> · {item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {checks.kind === 'loading' && (
        <p className="admin-muted" role="status">
          Checking the live system…
        </p>
      )}
      {unreadable.length > 0 && (
        <div role="alert">
          <p>Some of the list could not be read, so it may be missing items:</p>
          <ul>
            {unreadable.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
