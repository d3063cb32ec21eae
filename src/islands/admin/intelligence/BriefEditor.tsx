import { useMemo, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { KeptCopyOffer, SaveLine } from '../publishing/EditorParts.tsx';
import { TextField } from '../kit/EditorFields.tsx';
import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { BriefDocument } from './BriefDocument.tsx';
import { briefFileName } from './briefMarkdown.ts';
import { BriefSources } from './BriefSources.tsx';
import type { BriefItem } from './briefItemsApi.ts';
import { type Brief, deleteBrief } from './briefsApi.ts';
import { SourcePicker } from './SourcePicker.tsx';
import { useBriefItems } from './useBriefItems.ts';
import { useBriefText } from './useBriefText.ts';
import { FormProblem } from '../../shared/FormField.tsx';

/**
 * One brief: its title, the signals and notes it draws on, the document composed from them and
 * edited by hand, its status (a final brief is read only until set back to draft), and its export
 * as a Markdown file or, through the browser's print, as a PDF.
 */
export function BriefEditor({
  brief,
  items: initialItems,
  timeZone,
  onClose,
}: {
  brief: Brief;
  items: readonly BriefItem[];
  timeZone: string;
  onClose(): void;
}) {
  const editor = useBriefText(brief);
  const sources = useBriefItems(brief.id, initialItems);
  const [action, setAction] = useState({ busy: false, problem: '' });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { row, text } = editor;
  const final = row.status === 'final';
  const chosen = useMemo(() => new Set(sources.items.map((item) => item.source.id)), [sources.items]);

  async function act(change: () => Promise<void>): Promise<void> {
    setAction({ busy: true, problem: '' });
    try {
      await change();
      setAction({ busy: false, problem: '' });
    } catch (error) {
      setAction({ busy: false, problem: (error as Error).message });
    }
  }

  return (
    <section className="card brief-editor" aria-labelledby="brief-title">
      <button type="button" className="admin-link" onClick={() => onClose()}>
        ← All briefs
      </button>
      <h2 id="brief-title" className="section-title">
        Brief: {text.title}
        {row.is_sample && <span className="admin-badge">sample</span>}
      </h2>
      {editor.offer && (
        <KeptCopyOffer copy={editor.offer} timeZone={timeZone} onRestore={editor.restoreOffer} onDiscard={editor.discardOffer} />
      )}
      <div className="admin-actions brief-status">
        {final ? (
          <>
            <p>
              <strong>Final</strong>
              {row.finalised_at && ` since ${ownerLabel(row.finalised_at, timeZone)}`}: read only until it is set back to draft.
            </p>
            <button type="button" className="button" disabled={action.busy} onClick={() => void act(() => editor.setStatus('draft'))}>
              Back to draft
            </button>
          </>
        ) : (
          <>
            <p>
              <strong>Draft</strong>
            </p>
            <button type="button" className="button" disabled={action.busy} onClick={() => void act(() => editor.setStatus('final'))}>
              Mark final
            </button>
          </>
        )}
        <FormProblem problem={action.problem} />
      </div>
      {!final && (
        <>
          <SaveLine state={editor.autosave} />
          <TextField
            id="brief-title-field"
            label="Title"
            value={text.title}
            maxLength={300}
            onChange={(title) => editor.change({ title })}
            problem={text.title.trim() ? null : 'Enter a title.'}
          />
        </>
      )}
      <section className="brief-sources" aria-labelledby="brief-sources-title">
        <h3 id="brief-sources-title" className="brief-subtitle">
          Sources for this brief
        </h3>
        <BriefSources items={sources.items} busy={sources.busy} readOnly={final} onMove={sources.move} onRemove={sources.remove} />
        {!final && <SourcePicker chosen={chosen} busy={sources.busy} onAdd={sources.add} />}
      </section>
      <BriefDocument
        title={text.title}
        body={text.body_md}
        sources={sources.items.map((item) => item.source)}
        timeZone={timeZone}
        readOnly={final}
        onChange={(bodyMd) => editor.change({ body_md: bodyMd })}
      />
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          onClick={() => downloadFile(text.body_md, briefFileName(text.title), 'text/markdown;charset=utf-8')}
        >
          Download Markdown
        </button>
        <button type="button" className="button" onClick={() => print()}>
          Print / save as PDF
        </button>
        {!final && !confirmingDelete && (
          <button type="button" className="button" onClick={() => setConfirmingDelete(true)}>
            Delete brief
          </button>
        )}
      </div>
      {confirmingDelete && (
        <div className="editor-offer" role="alert">
          <p>Delete this brief? Its signals and notes stay where they are.</p>
          <div className="admin-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={action.busy}
              onClick={() => void act(() => deleteBrief(brief.id).then(() => onClose()))}
            >
              Delete it
            </button>
            <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
