import { choiceParam, textParam, type UrlCodec, urlParams, wholeParam } from '../kit/urlParams.ts';

/**
 * What the knowledge base shows, read from and written to its address, so a search, a tag or a
 * note can be linked to, reloaded and left with the browser's Back: `?q=<query>&tag=<tag>`,
 * `&archived=1`, `&page=N`, `?note=<id>` opens a note and `?new=1` a new one.
 */
export interface NotesAddress {
  query: string;
  tag: string | null;
  archived: boolean;
  page: number;
  /** The open note, `new` for one not yet saved, or null for the list. */
  note: string | null;
}

export const listAddress: NotesAddress = { query: '', tag: null, archived: false, page: 1, note: null };

const params = urlParams({
  q: textParam(),
  tag: textParam('', 60, (text) => text.trim().toLowerCase()),
  archived: choiceParam(['', '1'], ''),
  page: wholeParam(1),
  note: textParam('', 36),
  new: choiceParam(['', '1'], ''),
});

/**
 * The address's codec; on a page about one tag (the strategy notes) that tag is always chosen and
 * never written. The list's filters stay while a note is open, so Back returns to them.
 */
export const notesAddress = (fixedTag: string | null): UrlCodec<NotesAddress> => ({
  read(search) {
    const read = params.read(search);
    return {
      query: read.q,
      tag: fixedTag ?? (read.tag || null),
      archived: read.archived === '1',
      page: read.page,
      note: read.new === '1' ? 'new' : read.note || null,
    };
  },
  write(address, search) {
    return params.write(
      {
        q: address.query,
        tag: fixedTag ? '' : (address.tag ?? ''),
        archived: address.archived ? '1' : '',
        page: address.page,
        note: address.note === 'new' ? '' : (address.note ?? ''),
        new: address.note === 'new' ? '1' : '',
      },
      search,
    );
  },
});
