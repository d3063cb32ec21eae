import { useCallback, useEffect, useState } from 'react';
import { addressOf, type NotesAddress, searchOf } from './notesAddress.ts';

/**
 * The knowledge base's state as its address holds it, followed on Back and Forward. A page about
 * one tag (strategy notes) has that tag always, without writing it in the address.
 */
export function useNotesAddress(fixedTag: string | null) {
  const read = useCallback(() => {
    const address = addressOf(location.search);
    return fixedTag ? { ...address, tag: fixedTag } : address;
  }, [fixedTag]);
  const [address, setAddress] = useState<NotesAddress>(read);
  useEffect(() => {
    const follow = () => setAddress(read());
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [read]);

  const hrefOf = useCallback(
    (next: NotesAddress) => `${location.pathname}${searchOf(fixedTag ? { ...next, tag: null } : next)}`,
    [fixedTag],
  );
  /** Goes to `next`: a new entry in the history, or in place of this one (typing, a note just created). */
  const go = useCallback(
    (next: NotesAddress, replace = false) => {
      if (replace) history.replaceState(null, '', hrefOf(next));
      else history.pushState(null, '', hrefOf(next));
      setAddress(next);
    },
    [hrefOf],
  );
  return { address, go, hrefOf };
}
