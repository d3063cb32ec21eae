import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TableSort } from './tableRows.ts';
import type { UrlCodec } from './urlParams.ts';
import { type ListControls, listControls } from './listControls.ts';

type AddressWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/**
 * The page's address as a store: what it says now, a change written into the history (in place,
 * or as a new entry Back returns from), and a call to every reader when it changes, by a tool or by
 * Back and Forward (popstate). The window is passed in, so it can be a fake one in a test.
 */
export function addressStore(win: AddressWindow) {
  const readers = new Set<() => void>();
  return {
    search: () => win.location.search,
    go(search: string, how: 'replace' | 'push'): void {
      const address = `${win.location.pathname}${search}${win.location.hash}`;
      if (how === 'push') win.history.pushState(null, '', address);
      else win.history.replaceState(null, '', address);
      for (const reader of readers) reader();
    },
    subscribe(reader: () => void): () => void {
      readers.add(reader);
      win.addEventListener('popstate', reader);
      return () => {
        readers.delete(reader);
        win.removeEventListener('popstate', reader);
      };
    },
  };
}

let pageAddress: ReturnType<typeof addressStore> | undefined;
const address = () => {
  pageAddress ??= addressStore(window);
  return pageAddress;
};

/**
 * A tool's state kept in its address (filters, sort, page, the row open), so a reload, a shared
 * link and Back keep it. A change replaces the current entry (typing a search must not fill the
 * history); `push` makes a new one, for a move Back should undo (opening an editor).
 */
export function useUrlState<T>(codec: UrlCodec<T>): [T, (next: T, how?: 'replace' | 'push') => void] {
  const search = useSyncExternalStore(
    (reader) => address().subscribe(reader),
    () => address().search(),
    () => '',
  );
  // The value changes only when the codec's own parameters do: another tool's parameter (the row
  // open, the editor's view) must not make this one's readers load again.
  const own = codec.write(codec.read(search), '');
  const value = useMemo(() => codec.read(own), [codec, own]);
  const set = useCallback(
    (next: T, how: 'replace' | 'push' = 'replace') => address().go(codec.write(next, address().search()), how),
    [codec],
  );
  return [value, set];
}

/** A list's state in its address (its filters, sort and page), with what FilterBar and DataTable take from it. */
export function useListAddress<T extends { sort: TableSort; page: number }>(codec: UrlCodec<T>) {
  const [address, setAddress] = useUrlState(codec);
  return listControls(address, setAddress);
}

/** What useListAddress gives, for a list drawn by a component other than the one that holds it. */
export type ListAddress<T extends { sort: TableSort; page: number }> = ListControls<T>;
