import { $auth } from '../../stores/session.ts';
import { resolveAccessLevel, signedInHome, signInRedirect } from '../access.ts';
import type { Access } from '../routes/types.ts';
import { leaveFlashToast, signInRequiredToast } from '../toasts/flash.ts';

const levels: readonly string[] = ['public', 'user', 'admin'] satisfies Access[];

function part(guard: HTMLElement, name: string): HTMLElement {
  const element = guard.querySelector<HTMLElement>(`[data-guard-${name}]`);
  if (!element) throw new Error(`Guard: expected an element with data-guard-${name} inside the guard, found none.`);
  return element;
}

/**
 * Shows the guarded body only when src/lib/access.ts allows it: 'Loading...' while the session is
 * restored, the Admin Access Required card for a signed-in non-admin, and for a signed-out visitor
 * the sign-in form with a toast. The server guards the data; this only chooses what to draw.
 */
export function mountGuard(guard: HTMLElement): void {
  const access = guard.dataset.guard ?? '';
  if (!levels.includes(access)) throw new Error(`Guard: expected data-guard to be one of ${levels.join(', ')}, received "${access}".`);
  const views = { loading: part(guard, 'loading'), allow: part(guard, 'body'), 'admin-required': part(guard, 'denied') };

  $auth.subscribe((auth) => {
    const decision = drawnDecision(access as Access, resolveAccessLevel(access as Access, auth), guard.ownerDocument);
    if (decision === 'sign-in') {
      const origin = `${location.pathname}${location.search}`;
      if (origin !== signedInHome) leaveFlashToast(sessionStorage, signInRequiredToast);
      location.replace(signInRedirect(origin));
    }
    for (const [shownFor, element] of Object.entries(views)) element.hidden = shownFor !== decision;
  });

  part(guard, 'go-back').addEventListener('click', () => {
    if (history.length > 1) history.back();
    else location.assign(signedInHome);
  });
}

/**
 * A reader with a stored session (marked by the head script before the first paint) sees a
 * signed-in page at once instead of waiting for supabase-js to restore the session: the data
 * behind the page is guarded by the server, and a session that fails to restore still ends on the
 * sign-in form. Admin pages keep waiting for the server's admin answer.
 */
function drawnDecision(
  access: Access,
  decision: ReturnType<typeof resolveAccessLevel>,
  doc: Document,
): ReturnType<typeof resolveAccessLevel> {
  const storedSession = doc.documentElement.dataset.auth === 'signed-in';
  return decision === 'loading' && access === 'user' && storedSession ? 'allow' : decision;
}
