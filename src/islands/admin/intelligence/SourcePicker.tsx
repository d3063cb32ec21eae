import { useEffect, useId, useState } from 'react';
import { normaliseTag } from '../../../lib/knowledge/tags.ts';
import type { SourceChoice } from './briefItemsApi.ts';
import { findNotes, findSignals } from './sourceChoicesApi.ts';
import { FormField } from '../../shared/FormField.tsx';

/** How long after the last keystroke the picker searches. */
const searchDelayMs = 250;

type Found =
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; signals: SourceChoice[]; notes: SourceChoice[] };

/**
 * Finds signals (every word in the title, and the tag) and notes (the knowledge base's search)
 * as the owner types, each with an "Add" button; what the brief already holds is marked added.
 */
export function SourcePicker({
  chosen,
  busy,
  onAdd,
}: {
  chosen: ReadonlySet<string>;
  busy: boolean;
  onAdd(choice: SourceChoice): Promise<void>;
}) {
  const id = useId();
  // One object per change of the boxes, and a copy of it to search again after a failure.
  const [typed, setTyped] = useState({ query: '', tag: '' });
  const [found, setFound] = useState<Found>({ kind: 'searching' });
  const typedTag = typed.tag.trim() ? normaliseTag(typed.tag) : { tag: '' };

  useEffect(() => {
    const wanted = typed.tag.trim() ? normaliseTag(typed.tag) : { tag: '' };
    if (!('tag' in wanted)) return;
    let current = true;
    const timer = setTimeout(() => {
      setFound({ kind: 'searching' });
      Promise.all([findSignals(typed.query, wanted.tag), findNotes(typed.query, wanted.tag)]).then(
        ([signals, notes]) => current && setFound({ kind: 'found', signals, notes }),
        (error: Error) => current && setFound({ kind: 'failed', message: error.message }),
      );
    }, searchDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);

  const list = (title: string, choices: SourceChoice[]) => (
    <section className="brief-choices" aria-label={title}>
      <h4 className="brief-choices-title">{title}</h4>
      {choices.length === 0 ? (
        <p className="admin-muted">None found.</p>
      ) : (
        <ul>
          {choices.map((choice) => (
            <li key={choice.id} className="brief-choice">
              <div>
                {choice.title}
                <p className="admin-muted">{choice.detail}</p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={`${chosen.has(choice.id) ? 'Added' : 'Add'} “${choice.title}”`}
                disabled={busy || chosen.has(choice.id)}
                onClick={() => void onAdd(choice)}
              >
                {chosen.has(choice.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <section className="brief-picker" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="brief-subtitle">
        Find signals and notes
      </h3>
      <div className="admin-filters">
        <FormField id={`${id}-query`} label="Words">
          {(control) => (
            <input {...control} type="search" value={typed.query} onChange={(event) => setTyped({ ...typed, query: event.target.value })} />
          )}
        </FormField>
        <FormField id={`${id}-tag`} label="Tag" error={'problem' in typedTag ? typedTag.problem : null}>
          {(control) => <input {...control} value={typed.tag} onChange={(event) => setTyped({ ...typed, tag: event.target.value })} />}
        </FormField>
      </div>
      {found.kind === 'searching' && (
        <p className="admin-muted" role="status">
          Searching…
        </p>
      )}
      {found.kind === 'failed' && (
        <div role="alert">
          <p className="form-error">{found.message}</p>
          <button type="button" className="button" onClick={() => setTyped({ ...typed })}>
            Try again
          </button>
        </div>
      )}
      {found.kind === 'found' && (
        <div className="brief-choice-lists">
          {list('Signals found', found.signals)}
          {list('Notes found', found.notes)}
        </div>
      )}
    </section>
  );
}
