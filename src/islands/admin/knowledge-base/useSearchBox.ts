import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs. */
const searchDelayMs = 200;

/**
 * The search box's text, committed `searchDelayMs` after typing stops; it follows the address
 * when Back or Forward changes the query. "/" anywhere outside a field puts the cursor in it.
 */
export function useSearchBox(query: string, commit: (typed: string) => void) {
  const [typed, setTyped] = useState(query);
  const box = useRef<HTMLInputElement>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => setTyped(query), [query]);
  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => commitRef.current(typed), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, query]);
  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      box.current?.focus();
    };
    addEventListener('keydown', focusOnSlash);
    return () => removeEventListener('keydown', focusOnSlash);
  }, []);
  return { typed, setTyped, box };
}
