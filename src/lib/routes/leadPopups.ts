import { isFormTaskPage } from './formTasks.ts';
import type { RouteEntry } from './types.ts';

/**
 * Whether a lead popup may ask for a reader's attention on this page: only on public reading
 * pages. Never where the reader is in the middle of a task (a form, or the hub where they pick an
 * assessment: an ask there hijacks the task), on a page only a mail links to, or on a signed-in or
 * admin page (the site already knows who they are). The layout marks the others with
 * `<meta name="lead-popups" content="off">`.
 */
export function leadPopupsAllowed(route: Pick<RouteEntry, 'path' | 'access' | 'listed'>): boolean {
  if (route.access !== 'public' || route.listed === false) return false;
  return !isFormTaskPage(route.path) && route.path !== '/ai-assessments';
}
