import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import { csvText } from '../kit/csvText.ts';
import { downloadFile } from '../kit/downloadFile.ts';
import { ToolEmpty } from '../kit/ToolStates.tsx';
import type { StrongSignal } from './hubApi.ts';

function signalsCsv(signals: readonly StrongSignal[]): string {
  return csvText(
    ['title', 'url', 'source', 'date', 'strength', 'tags'],
    signals.map((signal) => [signal.title, signal.url, signal.source, signal.signal_on, signal.strength, signal.tags.join(' ')]),
  );
}

/** The strongest signals of the last 30 days, strongest first and newest first among equals. */
export function StrongestSignals({ signals }: { signals: StrongSignal[] }) {
  return (
    <ToolSection title="Strongest signals of the last 30 days">
      {signals.length === 0 ? (
        <ToolEmpty title="No signals in the last 30 days">
          Add what you read on <a href="/signals">Signals</a>, with a strength from 1 to 5: the strongest appear here.
        </ToolEmpty>
      ) : (
        <>
          <ol className="hub-signals">
            {signals.map((signal) => (
              <li key={signal.id}>
                {signal.url ? (
                  <a className="admin-link" href={signal.url} rel="noopener noreferrer" target="_blank">
                    {signal.title}
                  </a>
                ) : (
                  <span>{signal.title}</span>
                )}
                <p className="admin-muted">
                  <span>Strength {signal.strength} of 5</span> · <time dateTime={signal.signal_on}>{signal.signal_on}</time>
                  {signal.source && <> · {signal.source}</>}
                </p>
                {signal.tags.length > 0 && (
                  <p className="hub-signal-tags">
                    {signal.tags.map((tag) => (
                      <a key={tag} className="admin-badge" href={`/signals?tag=${encodeURIComponent(tag)}`}>
                        {tagLabel(tag)}
                      </a>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              onClick={() => downloadFile(signalsCsv(signals), 'strongest-signals.csv', 'text/csv;charset=utf-8')}
            >
              Export CSV
            </button>
          </div>
        </>
      )}
    </ToolSection>
  );
}
