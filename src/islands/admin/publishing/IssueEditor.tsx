import { useCallback } from 'react';
import { KeptCopyOffer, SaveLine } from './EditorParts.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { NewsletterSendPanel } from './NewsletterSendPanel.tsx';
import { type IssueText, issueChange, issueFieldsOf, pieceProblem, subjectProblem } from './pieceFields.ts';
import { type Issue, saveIssue } from './piecesApi.ts';
import { PieceSchedule } from './PieceSchedule.tsx';
import { statusLabel } from './pieceList.ts';
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
  const editor = useDraftEditor<Issue, IssueText>({
    kind: 'issue',
    table: 'newsletter_issues',
    titleField: 'subject',
    row: issue,
    fieldsOf: useCallback((row: Issue | null) => issueFieldsOf(row, timeZone), [timeZone]),
    problemOf: useCallback((fields: IssueText) => pieceProblem(fields, 'subject', timeZone), [timeZone]),
    save: useCallback((id: string | null, fields: IssueText) => saveIssue(id, issueChange(fields, timeZone)), [timeZone]),
    onCreated: useCallback((row: Issue) => onOpen({ kind: 'issue', id: row.id }, true), [onOpen]),
  });
  const { fields, setField, row } = editor;
  const savedStatus = row?.status ?? 'draft';

  async function changeStatus(status: string): Promise<void> {
    const before = fields.status;
    if (!(await editor.commit({ status }))) setField('status', before);
  }

  return (
    <section className="card" aria-labelledby="editor-title">
      <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'list' })}>
        ← All pieces
      </button>
      <h2 id="editor-title" className="section-title">
        {row ? `Newsletter issue: ${row.subject}` : 'New newsletter issue'}
        {row?.is_sample && <span className="admin-badge">sample</span>}
      </h2>
      {row?.article_id && (
        <p className="admin-muted">
          Made from{' '}
          <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'article', id: row.article_id })}>
            its article
          </button>
          .
        </p>
      )}
      {editor.offer && (
        <KeptCopyOffer copy={editor.offer} timeZone={timeZone} onRestore={editor.restoreOffer} onDiscard={editor.discardOffer} />
      )}
      <SaveLine state={editor.autosave}>
        {!['idea', 'draft'].includes(fields.status) && (
          <button type="button" className="button" onClick={() => void editor.commit()}>
            Save changes
          </button>
        )}
      </SaveLine>
      <TextField
        id="issue-subject"
        label="Subject"
        value={fields.subject}
        maxLength={200}
        onChange={(value) => setField('subject', value)}
        problem={subjectProblem(fields.subject)}
      />
      <TextField
        id="issue-slug"
        label="Slug"
        value={fields.slug}
        maxLength={96}
        onChange={(value) => setField('slug', value)}
        hint="The issue’s address in the newsletter archive once it is sent."
        problem={editor.slugNote}
      />
      <TextField
        id="issue-preheader"
        label="Preheader"
        value={fields.preheader}
        maxLength={200}
        onChange={(value) => setField('preheader', value)}
        hint="The line mail programs show after the subject."
      />
      <MarkdownField
        id="issue-body"
        label="Body (Markdown)"
        value={fields.body_md}
        maxLength={200000}
        imageFolder="articles"
        onChange={(value) => setField('body_md', value)}
      />
      <PieceSchedule
        idPrefix="issue"
        timeZone={timeZone}
        savedStatus={savedStatus}
        fields={fields}
        statusName={(status) => statusLabel('issue', status)}
        onField={setField}
        onStatus={changeStatus}
        publishable={false}
      />
      {row ? (
        <NewsletterSendPanel issueId={row.id} />
      ) : (
        <p className="admin-muted">Sending opens once the issue has a subject and has saved itself.</p>
      )}
    </section>
  );
}
