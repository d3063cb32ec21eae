import { useState } from 'react';
import { MarkdownPreview } from '../kit/MarkdownPreview.tsx';
import { Field } from './EpisodeDetails.tsx';

/** The show notes in Markdown, with a preview beside them on a wide screen and below on a narrow one. */
export function NotesField({ value, problem, onChange }: { value: string; problem: string | undefined; onChange(value: string): void }) {
  const [previewing, setPreviewing] = useState(true);
  return (
    <div className="studio-notes">
      <Field
        id="episode-notes"
        label="Show notes (Markdown)"
        problem={problem}
        hint="Links, lists and headings as in Markdown; podcast apps show them too."
      >
        {(props) => <textarea {...props} rows={10} value={value} onChange={(event) => onChange(event.target.value)} />}
      </Field>
      <div className="admin-stack">
        <button
          type="button"
          className="button"
          aria-expanded={previewing}
          aria-controls="episode-notes-preview"
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? 'Hide preview' : 'Show preview'}
        </button>
        <div id="episode-notes-preview" hidden={!previewing}>
          <MarkdownPreview markdown={value} label="Preview of the show notes" />
        </div>
      </div>
    </div>
  );
}
