import { useCallback, useMemo } from 'react';
import { useUrlState } from '../kit/useUrlState.ts';
import { type NotesAddress, notesAddress } from './notesAddress.ts';

/** The knowledge base's state as its address holds it, followed on Back and Forward, with the link to any other state. */
export function useNotesAddress(fixedTag: string | null) {
  const codec = useMemo(() => notesAddress(fixedTag), [fixedTag]);
  const [address, setAddress] = useUrlState(codec);
  const hrefOf = useCallback((next: NotesAddress) => `${location.pathname}${codec.write(next, location.search)}`, [codec]);
  /** Goes to `next`: a new entry in the history, or in place of this one (typing, a note just created). */
  const go = useCallback((next: NotesAddress, replace = false) => setAddress(next, replace ? 'replace' : 'push'), [setAddress]);
  return { address, go, hrefOf };
}
