import type { BriefItem } from './briefsApi.ts';

const kindLabel = { signal: 'Signal', note: 'Note' } as const;

/** Focuses a moved item's button again once the list is drawn in its new order. */
function refocus(id: string, preferred: 'up' | 'down'): void {
  requestAnimationFrame(() => {
    const wanted = document.getElementById(`brief-item-${id}-${preferred}`) as HTMLButtonElement | null;
    const other = document.getElementById(`brief-item-${id}-${preferred === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });
}

/** The brief's sources in order, each movable up or down and removable with its own buttons; read only when final. */
export function BriefSources({
  items,
  busy,
  readOnly,
  onMove,
  onRemove,
}: {
  items: readonly BriefItem[];
  busy: boolean;
  readOnly: boolean;
  onMove(index: number, step: -1 | 1): Promise<void>;
  onRemove(item: BriefItem): Promise<void>;
}) {
  if (items.length === 0)
    return <p className="admin-muted">No source chosen yet. {readOnly ? '' : 'Find signals and notes below and press “Add”.'}</p>;
  return (
    <ol className="brief-items" aria-label="Chosen sources">
      {items.map((item, index) => (
        <li key={item.id} className="brief-item">
          <div>
            <span className="admin-badge">{kindLabel[item.source.kind]}</span> {item.source.title}
          </div>
          {!readOnly && (
            <div className="admin-actions">
              <button
                id={`brief-item-${item.id}-up`}
                type="button"
                className="button"
                aria-label={`Move “${item.source.title}” up`}
                disabled={busy || index === 0}
                onClick={() => void onMove(index, -1).then(() => refocus(item.id, 'up'))}
              >
                Up
              </button>
              <button
                id={`brief-item-${item.id}-down`}
                type="button"
                className="button"
                aria-label={`Move “${item.source.title}” down`}
                disabled={busy || index === items.length - 1}
                onClick={() => void onMove(index, 1).then(() => refocus(item.id, 'down'))}
              >
                Down
              </button>
              <button
                type="button"
                className="button"
                aria-label={`Remove “${item.source.title}”`}
                disabled={busy}
                onClick={() => void onRemove(item)}
              >
                Remove
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
