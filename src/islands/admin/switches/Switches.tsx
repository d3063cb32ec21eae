import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { flipSwitch, loadSwitches, switchTexts, type SwitchesState } from './switchesApi.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The providers the functions' environment configures, and the switches the functions obey, with who flipped what. */
export function Switches() {
  const { state, reload } = useToolData(loadSwitches);
  const [flipped, setFlipped] = useState<SwitchesState | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (state.kind === 'loading') return <ToolLoading what="the switches" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const { switches, changes, providers } = flipped ?? state.data;

  async function flip(key: string, enabled: boolean) {
    setBusy(key);
    try {
      setFlipped(await flipSwitch(key, enabled));
      addToast({ title: `${switchTexts[key]?.label ?? key}: ${enabled ? 'on' : 'off'}` });
    } catch (error) {
      addToast({ title: 'The switch did not move', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="admin-stack">
      <section className="card" aria-labelledby="switches-title">
        <h2 id="switches-title" className="section-title">
          Switches
        </h2>
        <ul className="admin-switch-list">
          {switches.map((entry) => {
            const text = switchTexts[entry.key] ?? { label: entry.key, effect: '', atNextDeploy: false };
            return (
              <li key={entry.key} className="admin-switch">
                <label>
                  <input
                    type="checkbox"
                    checked={entry.enabled}
                    disabled={busy !== null}
                    onChange={(event) => void flip(entry.key, event.target.checked)}
                    aria-describedby={`switch-${entry.key}-effect`}
                  />
                  {text.label}
                </label>
                <p id={`switch-${entry.key}-effect`} className="admin-muted">
                  {text.effect} {text.atNextDeploy ? <strong>Applies at the next deploy.</strong> : 'Applies at once.'}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card" aria-labelledby="providers-title">
        <h2 id="providers-title" className="section-title">
          Providers
        </h2>
        <ul className="admin-switch-list">
          {providers.map((provider) => (
            <li key={provider.id}>
              <strong>{provider.name}</strong>: {provider.configured ? 'configured' : 'not configured'}.{' '}
              <span className="admin-muted">{provider.detail}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="changes-title">
        <h2 id="changes-title" className="section-title">
          Recent changes
        </h2>
        {changes.length === 0 ? (
          <p className="admin-muted">No switch has been flipped yet: every switch is as the site started.</p>
        ) : (
          <ul>
            {changes.map((change) => (
              <li key={`${change.key}-${change.changedAt}`}>
                {when(change.changedAt)}: {switchTexts[change.key]?.label ?? change.key} turned {change.enabled ? 'on' : 'off'} by{' '}
                {change.changedByEmail ?? 'an account since removed'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
