/**
 * What the guard of a page actually does in a browser, observed by loading the page in a hidden
 * frame and watching it: where it ends up, and which part of the guard is shown. The admin's view
 * is a frame of this origin, with the admin's session. The visitor's is a credentialless frame:
 * the browser gives it a fresh, empty storage of its own, so the page loads with no session, as a
 * new visitor's would, and nothing in the site's code is told it is being tested.
 */
export type Seen =
  | { kind: 'page' }
  | { kind: 'card'; card: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'unobserved'; why: string };

export const canObserveVisitors = () => 'credentialless' in HTMLIFrameElement.prototype;

const pollMs = 50;
/** How long a drawn page must stay as it is before it counts: its scripts run after parsing, and may still send it away. */
const settleMs = 300;

/** What the frame shows now, or null while it is still deciding (loading, or leaving). */
export function readFrame(frame: HTMLIFrameElement, path: string): Seen | null {
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc || view.location.href === 'about:blank') return null;
  const here = `${view.location.pathname}${view.location.search}`;
  if (view.location.pathname !== path) return { kind: 'redirect', to: here };
  // The head script hides the page before it sends a visitor without a session away. A parsed
  // page is enough: waiting for its images and fonts would only slow the run down.
  if (doc.readyState === 'loading' || doc.documentElement.style.display === 'none') return null;
  const guard = doc.querySelector<HTMLElement>('[data-guard]');
  if (!guard) return { kind: 'page' };
  const denied = guard.querySelector<HTMLElement>('[data-guard-denied]');
  if (denied && !denied.hidden) return { kind: 'card', card: denied.querySelector('h2')?.textContent?.trim() ?? 'a card' };
  const body = guard.querySelector<HTMLElement>('[data-guard-body]');
  return body && !body.hidden ? { kind: 'page' } : null;
}

/** Loads `path` in a hidden frame and answers what its guard did, within `timeoutMs`. */
export async function observeRoute(path: string, asVisitor: boolean, container: HTMLElement, timeoutMs: number): Promise<Seen> {
  const frame = document.createElement('iframe');
  if (asVisitor) frame.setAttribute('credentialless', '');
  frame.className = 'system-probe';
  frame.title = `${path} as ${asVisitor ? 'a visitor' : 'the admin'}`;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = path;
  container.append(frame);
  const started = performance.now();
  let last: { seen: Seen; since: number } | null = null;
  try {
    while (performance.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const seen = readFrame(frame, path);
      if (seen?.kind === 'redirect') return seen;
      const now = performance.now();
      if (!seen || !last || JSON.stringify(seen) !== JSON.stringify(last.seen)) last = seen ? { seen, since: now } : null;
      else if (now - last.since >= settleMs) return seen;
    }
    return { kind: 'unobserved', why: `still loading after ${timeoutMs / 1000} s` };
  } finally {
    frame.src = 'about:blank';
    frame.remove();
  }
}

/** How a result reads in the table and the CSV. */
export function describeSeen(seen: Seen): string {
  if (seen.kind === 'page') return 'Page';
  if (seen.kind === 'card') return `Card: ${seen.card}`;
  if (seen.kind === 'redirect') return `Redirect to ${seen.to}`;
  return `Not observed: ${seen.why}`;
}
