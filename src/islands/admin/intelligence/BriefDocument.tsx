import { useState } from 'react';
import { MarkdownPreview } from '../publishing/MarkdownPreview.tsx';
import { type BriefSource, composeBrief, withSourcesUpdated } from './briefMarkdown.ts';
import { FormField } from '../../shared/FormField.tsx';

/**
 * The brief's Markdown and, beside it, the brief as it reads (and prints). "Compose" writes the
 * document from the title and the chosen sources, asking first when that would replace text the
 * owner wrote; "Update sources" rebuilds the Sources section alone. A final brief shows only the
 * rendered document.
 */
export function BriefDocument({
  title,
  body,
  sources,
  timeZone,
  readOnly,
  onChange,
}: {
  title: string;
  body: string;
  sources: readonly BriefSource[];
  timeZone: string;
  readOnly: boolean;
  onChange(body: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const composed = () => composeBrief(title, sources, timeZone);
  const compose = () => {
    const fresh = composed();
    if (body.trim() && body !== fresh) setAsking(true);
    else onChange(fresh);
  };

  return (
    <section className="brief-document-part" aria-labelledby="brief-document-title">
      <h3 id="brief-document-title" className="brief-subtitle">
        Document
      </h3>
      {!readOnly && (
        <div className="admin-actions">
          <button type="button" className="button button-primary" onClick={compose} disabled={asking}>
            Compose
          </button>
          <button type="button" className="button" onClick={() => onChange(withSourcesUpdated(body, sources, timeZone))} disabled={asking}>
            Update sources
          </button>
          <p className="admin-muted">
            Compose writes the whole document from the sources; Update sources rebuilds only its Sources section.
          </p>
        </div>
      )}
      {asking && (
        <div className="editor-offer" role="alert">
          <p>Composing replaces the text below, including what you wrote in it.</p>
          <div className="admin-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                onChange(composed());
                setAsking(false);
              }}
            >
              Replace my text
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Keep my text
            </button>
          </div>
        </div>
      )}
      <div className={readOnly ? 'brief-columns brief-columns-read' : 'brief-columns editor-markdown'}>
        {!readOnly && (
          <FormField id="brief-body" label="Brief (Markdown)">
            {(control) => (
              <textarea
                {...control}
                rows={22}
                maxLength={200000}
                value={body}
                spellCheck
                onChange={(event) => onChange(event.target.value)}
              />
            )}
          </FormField>
        )}
        <div className="brief-document">
          <MarkdownPreview text={body} label="The brief as it reads" />
        </div>
      </div>
    </section>
  );
}
