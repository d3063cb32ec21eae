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

export function addressOf(search: string): NotesAddress {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const note = params.get('new') === '1' ? 'new' : params.get('note');
  return {
    query: (params.get('q') ?? '').slice(0, 300),
    tag: params.get('tag')?.trim().toLowerCase() || null,
    archived: params.get('archived') === '1',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    note: note || null,
  };
}

/** The address's search part; the list's filters stay while a note is open, so Back returns to them. */
export function searchOf(address: NotesAddress): string {
  const params = new URLSearchParams();
  if (address.query) params.set('q', address.query);
  if (address.tag) params.set('tag', address.tag);
  if (address.archived) params.set('archived', '1');
  if (address.page > 1) params.set('page', String(address.page));
  if (address.note === 'new') params.set('new', '1');
  else if (address.note) params.set('note', address.note);
  const text = params.toString();
  return text ? `?${text}` : '';
}
