import { useState } from 'react';
import { FormField, FormProblem } from '../../shared/FormField.tsx';
import { instantOfOwnerLocal } from './ownerDateTime.ts';
import type { PieceStatus } from './piecesApi.ts';
import { statusLabel } from './pieceList.ts';
import type { Fields } from './useDraftEditor.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SelectField } from '../kit/SelectField.tsx';

/**
 * Where a piece stands and the buttons that move it: an idea or a draft (saved by itself), a
 * time in the owner's zone, Schedule, and for an article Publish and Unpublish. An issue is
 * never published here: sending it is what marks it sent.
 */
export function PieceSchedule({
  kind,
  timeZone,
  savedStatus,
  fields,
  onField,
  onStatus,
}: {
  kind: 'article' | 'issue';
  timeZone: string;
  savedStatus: PieceStatus;
  fields: Fields;
  onField(name: string, value: string): void;
  onStatus(status: PieceStatus, rebuild: boolean): Promise<void>;
}) {
  const publishable = kind === 'article';
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const unsent = savedStatus === 'idea' || savedStatus === 'draft';
  const timeLabel = publishable ? `Publish at (${timeZone})` : `Planned date (${timeZone})`;

  async function move(status: PieceStatus, rebuild: boolean): Promise<void> {
    setProblem('');
    if (status === 'scheduled') {
      const at = fields.publish_local ? instantOfOwnerLocal(fields.publish_local, timeZone) : null;
      if (!at) return setProblem(`Choose the ${publishable ? 'date and time to publish' : 'planned date'} first.`);
      if (publishable && Date.parse(at) <= Date.now()) return setProblem('That time has passed: choose a later one, or Publish now.');
    }
    setBusy(true);
    await onStatus(status, rebuild);
    setBusy(false);
  }

  return (
    <fieldset className="editor-schedule">
      <legend>Status and timing</legend>
      <p>
        Now: <strong>{statusLabel(kind, savedStatus)}</strong>
      </p>
      {unsent && (
        <SelectField
          id={`${kind}-stage`}
          label="Stage"
          value={fields.status ?? 'draft'}
          options={optionsOf({ idea: 'Idea', draft: 'Draft' })}
          onChange={(status) => onField('status', status)}
        />
      )}
      {savedStatus !== 'published' && (
        <FormField id={`${kind}-when`} label={timeLabel}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={fields.publish_local}
              onChange={(event) => onField('publish_local', event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormProblem problem={problem} />
      <div className="admin-actions">
        {unsent && (
          <button type="button" className="button" disabled={busy} onClick={() => void move('scheduled', false)}>
            Schedule
          </button>
        )}
        {savedStatus === 'scheduled' && (
          <button type="button" className="button" disabled={busy} onClick={() => void move('draft', false)}>
            Unschedule
          </button>
        )}
        {publishable && savedStatus !== 'published' && (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void move('published', true)}>
            Publish
          </button>
        )}
        {publishable && savedStatus === 'published' && (
          <button type="button" className="button" disabled={busy} onClick={() => void move('draft', true)}>
            Unpublish
          </button>
        )}
      </div>
      {!publishable && savedStatus === 'published' && <p className="admin-muted">Sent. Only sending marks an issue sent.</p>}
    </fieldset>
  );
}
