import type { RouteEntry } from './types.ts';

/** Where a reader is already doing something: signing in, writing, taking an assessment. */
const taskPaths = ['/auth', '/signup', '/confirm', '/contact', '/ai-assessment'];

/**
 * Whether a lead popup may ask for a reader's attention on this page: only on public reading
 * pages. Never where the reader is in the middle of a task (an ask there hijacks the task), on a
 * page only a mail links to, or on a signed-in or admin page (the site already knows who they are).
 * The layout marks the others with `<meta name="lead-popups" content="off">`.
 */
export function leadPopupsAllowed(route: Pick<RouteEntry, 'path' | 'access' | 'listed'>): boolean {
  if (route.access !== 'public' || route.listed === false) return false;
  return !taskPaths.some((task) => route.path === task || route.path.startsWith(task));
}
