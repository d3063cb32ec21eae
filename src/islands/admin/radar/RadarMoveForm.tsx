import { useState } from 'react';
import { type Ring, ringLabels, rings } from '../../../lib/radar/radarEntry.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { moveEntry, type RadarEntry, type RadarMove } from './radarApi.ts';
import { moveProblem } from './radarDraft.ts';

/** Moves an entry to another ring with the reason, then lists every move it has made, newest first. */
export function RadarMoveForm({ entry, moves, onMoved }: { entry: RadarEntry; moves: readonly RadarMove[]; onMoved(): void }) {
  const [to, setTo] = useState<Ring>(rings.find((ring) => ring !== entry.ring) ?? 'trial');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const options = optionsOf<Ring>(ringLabels).filter((option) => option.value !== entry.ring);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = moveProblem(entry.ring, to, reason);
    setProblem(found);
    setFailure('');
    if (found) return document.getElementById('radar-move-reason')?.focus();
    setSaving(true);
    try {
      await moveEntry(entry.id, to, reason);
      setReason('');
      onMoved();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="radar-moves-title" className="admin-stack">
      <h3 id="radar-moves-title" className="section-title">
        Ring: {ringLabels[entry.ring]}
      </h3>
      <form onSubmit={submit} noValidate className="admin-stack">
        <div className="admin-form-grid">
          <SelectField id="radar-move-to" label="Move to" value={to} options={options} onChange={(ring) => setTo(ring)} />
          <TextField id="radar-move-reason" label="Why it moves" value={reason} onChange={setReason} problem={problem} />
        </div>
        <FormSubmit label="Move" busyLabel="Moving…" saving={saving} failure={failure} />
      </form>
      {moves.length === 0 ? (
        <p className="admin-muted">No moves yet: it has been in {ringLabels[entry.ring]} since it was added.</p>
      ) : (
        <ol className="radar-moves" aria-label="Moves, newest first">
          {moves.map((move) => (
            <li key={move.id}>
              <time dateTime={move.moved_at}>{move.moved_at.slice(0, 10)}</time>: {ringLabels[move.from_ring]} → {ringLabels[move.to_ring]}.{' '}
              {move.reason}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
