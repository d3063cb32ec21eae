import { NewsletterSendPanel } from './NewsletterSendPanel.tsx';
import { PieceEditorFrame } from './PieceEditorFrame.tsx';
import { subjectProblem } from './pieceFields.ts';
import { issueKind } from './pieceKinds.ts';
import { PieceSchedule } from './PieceSchedule.tsx';
import type { Issue } from './piecesApi.ts';
import { PieceBody, PieceTexts } from './PieceTexts.tsx';
import type { PublishingView } from './publishingView.ts';
import { useDraftEditor } from './useDraftEditor.ts';

/**
 * A newsletter issue: subject, slug, preheader, the Markdown body with its preview, and a planned
 * date for the calendar. Sending is the send panel's: it alone marks the issue sent.
 */
export function IssueEditor({
  issue,
  timeZone,
  onOpen,
}: {
  issue: Issue | null;
  timeZone: string;
  onOpen(view: PublishingView, replace?: boolean): void;
}) {
  const editor = useDraftEditor(issueKind, { row: issue, timeZone, onOpen });
  const { fields, setField, row } = editor;

  async function changeStatus(status: string): Promise<void> {
    const before = fields.status;
    if (!(await editor.commit({ status }))) setField('status', before);
  }

  return (
    <PieceEditorFrame
      heading={row ? `Newsletter issue: ${row.subject}` : 'New newsletter issue'}
      isSample={row?.is_sample ?? false}
      editor={editor}
      timeZone={timeZone}
      onSave={() => void editor.commit()}
      onList={() => onOpen({ kind: 'list' })}
      note={
        row?.article_id && (
          <p className="admin-muted">
            Made from{' '}
            <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'article', id: row.article_id })}>
              its article
            </button>
            .
          </p>
        )
      }
    >
      <PieceTexts
        kind="issue"
        fields={fields}
        onField={setField}
        texts={[
          { name: 'subject', label: 'Subject', maxLength: 200, problem: subjectProblem(fields.subject) },
          {
            name: 'slug',
            label: 'Slug',
            maxLength: 96,
            hint: 'The issue’s address in the newsletter archive once it is sent.',
            problem: editor.slugNote,
          },
          { name: 'preheader', label: 'Preheader', maxLength: 200, hint: 'The line mail programs show after the subject.' },
        ]}
      />
      <PieceBody kind="issue" value={fields.body_md} onChange={(value) => setField('body_md', value)} />
      <PieceSchedule
        kind="issue"
        timeZone={timeZone}
        savedStatus={row?.status ?? 'draft'}
        fields={fields}
        onField={setField}
        onStatus={changeStatus}
      />
      {row ? (
        <NewsletterSendPanel issueId={row.id} />
      ) : (
        <p className="admin-muted">Sending opens once the issue has a subject and has saved itself.</p>
      )}
    </PieceEditorFrame>
  );
}
