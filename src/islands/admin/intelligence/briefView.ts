/** What `/intelligence` shows, kept in its address: `?brief=<id>` opens one brief, nothing lists them all. */
export type BriefView = { kind: 'list' } | { kind: 'brief'; id: string };

export function viewOf(search: string): BriefView {
  const id = new URLSearchParams(search).get('brief');
  return id ? { kind: 'brief', id } : { kind: 'list' };
}

export function searchOf(view: BriefView): string {
  return view.kind === 'brief' ? `?brief=${encodeURIComponent(view.id)}` : '';
}
