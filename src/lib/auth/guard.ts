import { $auth } from '../../stores/session.ts';
import { resolveAccessLevel, signInRedirect } from '../access.ts';
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
 * the sign-in landing with a toast. The server guards the data; this only chooses what to draw.
 */
export function mountGuard(guard: HTMLElement): void {
  const access = guard.dataset.guard ?? '';
  if (!levels.includes(access)) throw new Error(`Guard: expected data-guard to be one of ${levels.join(', ')}, received "${access}".`);
  const views = { loading: part(guard, 'loading'), allow: part(guard, 'body'), 'admin-required': part(guard, 'denied') };

  $auth.subscribe((auth) => {
    const decision = resolveAccessLevel(access as Access, auth);
    if (decision === 'sign-in') {
      const origin = `${location.pathname}${location.search}`;
      if (origin !== '/') leaveFlashToast(sessionStorage, signInRequiredToast);
      location.replace(signInRedirect(origin));
    }
    for (const [shownFor, element] of Object.entries(views)) element.hidden = shownFor !== decision;
  });

  part(guard, 'go-back').addEventListener('click', () => {
    if (history.length > 1) history.back();
    else location.assign(guard.dataset.home ?? '/');
  });
}
