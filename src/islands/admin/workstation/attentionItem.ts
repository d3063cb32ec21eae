import type { RoutePath } from '../../../lib/routes/index.ts';

/** One thing that needs the owner, whichever source of the list (needsAttention.ts) found it. */
export interface AttentionItem {
  kind: 'lead' | 'check' | 'task' | 'piece' | 'signal';
  id: string;
  text: string;
  detail: string;
  /** The tool that deals with it, opened on the item where the tool takes a query (an editor). */
  href: RoutePath | `${RoutePath}?${string}`;
}
