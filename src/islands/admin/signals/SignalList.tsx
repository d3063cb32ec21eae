import { tagLabel } from '../../../lib/knowledge/tags.ts';
import type { Signal } from './signalsApi.ts';

/**
 * One page of signals, newest (or strongest) first. The active one (moved with j/k or the arrow
 * keys) holds the focus, so a screen reader reads it as it moves.
 */
export function SignalList({
  signals,
  active,
  onActivate,
  onEdit,
  onTag,
}: {
  signals: readonly Signal[];
  active: number;
  onActivate(index: number): void;
  onEdit(signal: Signal): void;
  onTag(tag: string): void;
}) {
  return (
    <ol className="signal-list" aria-label="Signals">
      {signals.map((signal, index) => (
        <li
          key={signal.id}
          id={`signal-${signal.id}`}
          tabIndex={-1}
          className={index === active ? 'signal-active' : undefined}
          onFocus={() => onActivate(index)}
        >
          <h3 className="signal-title">
            {signal.url ? (
              <a href={signal.url} target="_blank" rel="noopener noreferrer">
                {signal.title}
              </a>
            ) : (
              signal.title
            )}
            {signal.is_sample && <span className="admin-badge">sample</span>}
          </h3>
          <p className="admin-muted">
            {[signal.source, signal.signal_on].filter(Boolean).join(' · ')} ·{' '}
            <span className="signal-strength-mark">Strength {signal.strength} of 5</span>
          </p>
          {signal.summary && <p className="signal-summary">{signal.summary}</p>}
          <div className="admin-actions">
            {signal.tags.length > 0 && (
              <ul className="signal-tags" aria-label="Tags">
                {signal.tags.map((tag) => (
                  <li key={tag}>
                    <a
                      href={`?tag=${encodeURIComponent(tag)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onTag(tag);
                      }}
                    >
                      {tagLabel(tag)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="button" onClick={() => onEdit(signal)}>
              Edit<span className="sr-only-text"> {signal.title}</span>
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
