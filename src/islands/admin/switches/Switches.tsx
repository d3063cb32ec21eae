import { useState } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { CheckField } from '../kit/EditorFields.tsx';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { flipSwitch, loadSwitches, type SwitchesState, switchText } from './switchesApi.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The providers the functions' environment configures, and the switches the functions obey, with who flipped what. */
export function Switches() {
  const data = useToolData(loadSwitches);
  const [flipped, setFlipped] = useState<SwitchesState | null>(null);
  const [busy, setBusy] = useState(false);

  async function flip(key: string, enabled: boolean) {
    setBusy(true);
    try {
      setFlipped(await flipSwitch(key, enabled));
      addToast({ title: `${switchText(key).label}: ${enabled ? 'on' : 'off'}` });
    } catch (error) {
      addToast({ title: 'The switch did not move', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ToolData data={data} what="the switches">
      {(loaded) => {
        const { switches, changes, providers } = flipped ?? loaded;
        return (
          <div className="admin-stack">
            <ToolSection title="Switches">
              <div className="admin-switch-list">
                {switches.map(({ key, enabled }) => {
                  const text = switchText(key);
                  const applies = text.atNextDeploy ? <strong>Applies at the next deploy.</strong> : 'Applies at once.';
                  return (
                    <CheckField
                      key={key}
                      id={`switch-${key}`}
                      label={text.label}
                      checked={enabled}
                      disabled={busy}
                      hint={
                        <>
                          {text.effect} {applies}
                        </>
                      }
                      onChange={(checked) => void flip(key, checked)}
                    />
                  );
                })}
              </div>
            </ToolSection>
            <ToolSection title="Providers">
              <ul className="admin-switch-list">
                {providers.map((provider) => (
                  <li key={provider.id}>
                    <strong>{provider.name}</strong>: {provider.configured ? 'configured' : 'not configured'}.{' '}
                    <span className="admin-muted">{provider.detail}</span>
                  </li>
                ))}
              </ul>
            </ToolSection>
            <ToolSection title="Recent changes">
              {changes.length === 0 ? (
                <p className="admin-muted">No switch has been flipped yet: every switch is as the site started.</p>
              ) : (
                <ul>
                  {changes.map((change) => (
                    <li key={`${change.key}-${change.changedAt}`}>
                      {when(change.changedAt)}: {switchText(change.key).label} turned {change.enabled ? 'on' : 'off'} by{' '}
                      {change.changedByEmail ?? 'an account since removed'}
                    </li>
                  ))}
                </ul>
              )}
            </ToolSection>
          </div>
        );
      }}
    </ToolData>
  );
}
