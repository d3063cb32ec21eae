import { describe, expect, it } from 'vitest';
import { resolveAccess, safeNext, signInRedirect, startSignedOut, type AuthView } from '../../../../src/lib/access.ts';
import { findRoute } from '../../../../src/lib/routes/index.ts';

const loading: AuthView = { status: 'loading' };
const signedOut: AuthView = { status: 'signed-out' };
const user: AuthView = { status: 'signed-in', email: 'reader@example.test', isAdmin: false };
const adminPending: AuthView = { status: 'signed-in', email: 'owner@example.test', isAdmin: null };
const admin: AuthView = { status: 'signed-in', email: 'owner@example.test', isAdmin: true };

describe('resolveAccess', () => {
  const publicPage = findRoute('/advisory');
  const userPage = findRoute('/ai-assessment-ceo');
  const adminPage = findRoute('/admin-workstation');

  it('draws a public page for everyone, even while the session loads', () => {
    for (const auth of [loading, signedOut, user, admin]) expect(resolveAccess(publicPage, auth)).toBe('allow');
  });

  it('waits for the session before deciding a protected page', () => {
    expect(resolveAccess(userPage, loading)).toBe('loading');
    expect(resolveAccess(adminPage, loading)).toBe('loading');
  });

  it('sends a signed-out visitor to sign in from user and admin pages', () => {
    expect(resolveAccess(userPage, signedOut)).toBe('sign-in');
    expect(resolveAccess(adminPage, signedOut)).toBe('sign-in');
  });

  it('lets a signed-in user into user pages but not admin pages', () => {
    expect(resolveAccess(userPage, user)).toBe('allow');
    expect(resolveAccess(adminPage, user)).toBe('admin-required');
  });

  it('waits for the server’s admin answer, then lets the admin in', () => {
    expect(resolveAccess(adminPage, adminPending)).toBe('loading');
    expect(resolveAccess(adminPage, admin)).toBe('allow');
  });

  it('answers not-found for a path outside the table', () => {
    expect(resolveAccess(undefined, admin)).toBe('not-found');
  });
});

describe('sign-in redirect', () => {
  it('leads to the sign-in form, remembering the origin path and query', () => {
    expect(signInRedirect('/ai-assessment-cfo?step=2')).toBe('/auth?next=%2Fai-assessment-cfo%3Fstep%3D2');
    expect(signInRedirect('/')).toBe('/welcome');
  });

  it('returns only to paths on this site', () => {
    expect(safeNext('/ai-assessment-cfo?step=2')).toBe('/ai-assessment-cfo?step=2');
    for (const hostile of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeNext(hostile)).toBe('/');
    }
  });
});

describe('Start on an assessment while signed out', () => {
  it('goes to sign-up with the assessment as next', () => {
    expect(startSignedOut('/ai-assessment-ceo')).toBe('/signup?next=%2Fai-assessment-ceo');
  });
});
