import type { KeyboardEvent, MouseEvent } from 'react';
import { snippetText } from '../../../lib/knowledge/snippetText.ts';
import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { ownerLabel } from '../publishing/ownerDateTime.ts';
import { Highlighted } from './Highlighted.tsx';
import type { NoteHit } from './notesApi.ts';

/** Arrow keys move between the results, as Tab does; Enter follows the focused one. */
export function moveAmongResults(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.notes-hit')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = links[event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The results, each a link to the note, with its highlighted title and snippet. */
export function NoteHits({
  hits,
  timeZone,
  hrefOf,
  onOpen,
}: {
  hits: readonly NoteHit[];
  timeZone: string;
  hrefOf(id: string): string;
  onOpen(id: string): void;
}) {
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <ol className="notes-hits" aria-label="Notes" onKeyDown={moveAmongResults}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <a className="notes-hit" href={hrefOf(hit.id)} onClick={(event) => open(event, hit.id)}>
            <Highlighted text={hit.title_highlighted} />
          </a>
          {hit.snippet.trim() && (
            <p className="notes-snippet">
              <Highlighted text={snippetText(hit.snippet)} />
            </p>
          )}
          <p className="admin-muted notes-meta">
            {hit.is_sample && <span className="admin-badge">sample</span>} Changed {ownerLabel(hit.updated_at, timeZone)}
            {hit.tags.map((tag) => (
              <span key={tag} className="admin-badge">
                {tagLabel(tag)}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
