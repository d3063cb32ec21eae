import type { ReactNode } from 'react';
import { SourceLinks } from '../../voice/SourceLinks.tsx';
import { figuresLine, type shownColumn } from './labFigures.ts';
import type { LabResult } from './labShapes.ts';

const statusNotes: Partial<Record<ReturnType<typeof shownColumn>['status'], string>> = {
  waiting: 'Not answered yet.',
  running: 'Being answered…',
  stopped: 'Stopped: the answer ends where you stopped it.',
  failed: 'The answer broke off here.',
};

/** One column's answer: its name (a letter while the vote is blind), the text as it streams, its sources and figures. */
export function AnswerColumn({
  name,
  kind,
  column,
  chosen,
  actions,
}: {
  name: string;
  kind: LabResult['kind'];
  column: ReturnType<typeof shownColumn>;
  chosen: boolean;
  actions: ReactNode;
}) {
  const streaming = column.status === 'streaming';
  return (
    <article className="lab-answer" aria-busy={streaming} aria-label={name}>
      <h3 className="lab-answer-name">
        {name}
        {chosen && <span className="lab-chosen"> · your choice</span>}
      </h3>
      <p className="lab-answer-text">{column.text || (streaming ? 'Writing…' : '')}</p>
      {statusNotes[column.status as keyof typeof statusNotes] && (
        <p className="admin-muted">{statusNotes[column.status as keyof typeof statusNotes]}</p>
      )}
      {column.problem && <p className="form-error">{column.problem}</p>}
      <SourceLinks sources={column.sources} />
      {column.figures && <p className="admin-muted lab-figures">{figuresLine(column.figures, kind)}</p>}
      <div className="admin-actions">{actions}</div>
    </article>
  );
}
