/**
 * What `/publishing` shows, read from and written to its address so an editor can be linked to,
 * reloaded and left with the browser's Back: `?new=article`, `?new=issue`, `?article=<id>`,
 * `?issue=<id>`, or the list.
 */
export type PublishingView = { kind: 'list' } | { kind: 'article' | 'issue'; id: string | null };

export function viewOf(search: string): PublishingView {
  const params = new URLSearchParams(search);
  const made = params.get('new');
  if (made === 'article' || made === 'issue') return { kind: made, id: null };
  for (const kind of ['article', 'issue'] as const) {
    const id = params.get(kind);
    if (id) return { kind, id };
  }
  return { kind: 'list' };
}

export function searchOf(view: PublishingView): string {
  if (view.kind === 'list') return '';
  return view.id ? `?${view.kind}=${encodeURIComponent(view.id)}` : `?new=${view.kind}`;
}
