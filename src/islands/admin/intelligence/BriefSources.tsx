import { useEffect, useState } from 'react';
import type { BriefItem } from './briefItemsApi.ts';

const kindLabel = { signal: 'Signal', note: 'Note' } as const;

type FocusWanted = { id: string; button: 'up' | 'down' } | null;

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
  // A moved item is drawn elsewhere, and its buttons were disabled during the save: once the list
  // is drawn again and enabled, the button pressed (or the other one, at an end) has the focus again.
  const [focusWanted, setFocusWanted] = useState<FocusWanted>(null);
  useEffect(() => {
    if (!focusWanted || busy) return;
    const button = (name: 'up' | 'down') => document.getElementById(`brief-item-${focusWanted.id}-${name}`) as HTMLButtonElement | null;
    const wanted = button(focusWanted.button);
    (wanted && !wanted.disabled ? wanted : button(focusWanted.button === 'up' ? 'down' : 'up'))?.focus();
    setFocusWanted(null);
  }, [focusWanted, busy]);
  const move = (item: BriefItem, index: number, step: -1 | 1) => {
    setFocusWanted({ id: item.id, button: step === -1 ? 'up' : 'down' });
    void onMove(index, step);
  };

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
                onClick={() => move(item, index, -1)}
              >
                Up
              </button>
              <button
                id={`brief-item-${item.id}-down`}
                type="button"
                className="button"
                aria-label={`Move “${item.source.title}” down`}
                disabled={busy || index === items.length - 1}
                onClick={() => move(item, index, 1)}
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
