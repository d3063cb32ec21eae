import { describe, expect, it } from 'vitest';
import { signInRedirect } from '../../../../../src/lib/access.ts';
import { headScript } from '../../../../../src/lib/auth/headScript.ts';
import type { Access } from '../../../../../src/lib/routes/types.ts';
import { adminStatusKeyPrefix, authStorageKey } from '../../../../../src/lib/storageKeys.ts';
import { takeFlashToast } from '../../../../../src/lib/toasts/takeFlashToast.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const storedSession = JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'user-1', email: 'reader@example.test' } });

/** Runs the exact inline script against a fake page and reports what it did. */
function runHeadScript(
  access: Access,
  options: { local?: Record<string, string>; session?: Record<string, string>; path?: string; search?: string },
) {
  const dataset: Record<string, string> = {};
  const style: Record<string, string> = {};
  const replaced: string[] = [];
  const localStorage = memoryStore(options.local);
  const sessionStorage = memoryStore(options.session);
  const location = {
    pathname: options.path ?? '/ai-assessment-cfo',
    search: options.search ?? '',
    replace: (url: string) => replaced.push(url),
  };
  const document = { documentElement: { dataset, style } };
  new Function('document', 'localStorage', 'sessionStorage', 'location', headScript(access))(
    document,
    localStorage,
    sessionStorage,
    location,
  );
  return { dataset, style, replaced, sessionStorage };
}

describe('the inline head script', () => {
  it('marks a signed-out visitor on a public page and stays', () => {
    const page = runHeadScript('public', { path: '/welcome' });
    expect(page.dataset).toEqual({ auth: 'signed-out' });
    expect(page.replaced).toEqual([]);
  });

  it('sends a signed-out visitor from a user page to the sign-in form, with path, query and toast', () => {
    const page = runHeadScript('user', { path: '/ai-assessment-cfo', search: '?step=2' });
    expect(page.replaced).toEqual([signInRedirect('/ai-assessment-cfo?step=2')]);
    expect(page.style.display).toBe('none');
    expect(takeFlashToast(page.sessionStorage)).toEqual({ title: 'Please sign in to access this page' });
  });

  it('sends a signed-out visitor on home to the landing itself, with nothing to come back to and no toast', () => {
    const page = runHeadScript('user', { path: '/' });
    expect(page.replaced).toEqual(['/welcome']);
    expect(takeFlashToast(page.sessionStorage)).toBeNull();
  });

  it('sends a signed-out visitor away from an admin page too', () => {
    expect(runHeadScript('admin', { path: '/admin-workstation' }).replaced).toEqual([signInRedirect('/admin-workstation')]);
  });

  it('lets a stored session stay on a protected page and marks it signed in', () => {
    const page = runHeadScript('user', { local: { [authStorageKey]: storedSession } });
    expect(page.dataset).toEqual({ auth: 'signed-in' });
    expect(page.replaced).toEqual([]);
  });

  it('marks the admin early only from the cached answer for the same user', () => {
    const local = { [authStorageKey]: storedSession };
    expect(runHeadScript('admin', { local, session: { [`${adminStatusKeyPrefix}user-1`]: 'true' } }).dataset.admin).toBe('true');
    expect(runHeadScript('admin', { local, session: { [`${adminStatusKeyPrefix}user-2`]: 'true' } }).dataset.admin).toBeUndefined();
    expect(runHeadScript('admin', { local, session: { [`${adminStatusKeyPrefix}user-1`]: 'false' } }).dataset.admin).toBeUndefined();
  });

  it('leaves unreadable storage to the session code instead of breaking the page', () => {
    const page = runHeadScript('user', { local: { [authStorageKey]: '{not json' } });
    expect(page.replaced).toEqual([]);
    expect(page.dataset).toEqual({});
  });

  it('stays a few hundred bytes', () => {
    expect(headScript('admin').length).toBeLessThan(600);
  });
});
