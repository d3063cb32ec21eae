import { useState } from 'react';
import { instantOfOwnerLocal, ownerLabel } from '../publishing/ownerDateTime.ts';
import { statusLabel } from '../publishing/pieceList.ts';
import type { PieceStatus } from '../publishing/piecesApi.ts';
import { calendarMoment, editorHref, type HubPiece, kindLabels, movesFor } from './hubPieces.ts';
import { FormField, FormProblem } from '../../shared/FormField.tsx';
import { SelectField } from '../kit/SelectField.tsx';

/**
 * A piece on the board: its editor one link away, and a select that moves it to another status
 * (the keyboard's way; nothing here needs dragging). Scheduling a piece with no time asks for one.
 */
export function BoardCard({
  piece,
  timeZone,
  onMove,
}: {
  piece: HubPiece;
  timeZone: string;
  onMove(piece: HubPiece, status: PieceStatus, publishAt?: string): Promise<string | null>;
}) {
  const [asking, setAsking] = useState(false);
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState('');
  const moment = calendarMoment(piece);
  const titleId = `card-${piece.kind}-${piece.id}`;
  const kindOfStatus = piece.kind === 'issue' ? 'issue' : 'article';

  async function move(status: PieceStatus, publishAt?: string): Promise<void> {
    setProblem('');
    const failure = await onMove(piece, status, publishAt);
    if (failure) setProblem(failure);
    else setAsking(false);
  }

  function choose(status: PieceStatus): void {
    if (status === 'scheduled' && !piece.publishAt) setAsking(true);
    else void move(status);
  }

  function schedule(): void {
    const at = instantOfOwnerLocal(when, timeZone);
    if (!at) setProblem('Choose the date and time first.');
    else if (piece.kind !== 'issue' && Date.parse(at) <= Date.now()) setProblem('That time has passed: choose a later one.');
    else void move('scheduled', at);
  }

  return (
    <li className="hub-card" aria-labelledby={titleId}>
      <a id={titleId} href={editorHref(piece)}>
        {piece.title}
      </a>
      <span className="admin-muted">
        {kindLabels[piece.kind]}
        {moment ? ` · ${ownerLabel(moment, timeZone)}` : ''}
        {piece.isSample ? ' · sample' : ''}
      </span>
      {movesFor(piece).length > 1 && (
        <SelectField
          id={`${titleId}-status`}
          label={<>Status of “{piece.title}”</>}
          value={piece.status}
          options={movesFor(piece).map((status) => ({ value: status, label: statusLabel(kindOfStatus, status) }))}
          onChange={choose}
        />
      )}
      {asking && (
        <div className="admin-stack">
          <FormField
            id={`${titleId}-when`}
            label={
              <>
                {piece.kind === 'issue' ? 'Planned date' : 'Publish at'} ({timeZone})
              </>
            }
          >
            {(control) => <input {...control} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />}
          </FormField>
          <div className="admin-actions">
            <button type="button" className="button button-primary" onClick={schedule}>
              Schedule
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <FormProblem problem={problem} />
    </li>
  );
}
