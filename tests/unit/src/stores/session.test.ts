import { beforeEach, describe, expect, it } from 'vitest';
import { $auth, showAdminAnswer, showSignedIn, showSignedOut } from '../../../../src/stores/session.ts';

beforeEach(() => $auth.set({ status: 'loading' }));

describe('the session store', () => {
  it('starts loading, then follows sign-in and sign-out', () => {
    expect($auth.get()).toEqual({ status: 'loading' });
    showSignedIn('reader@example.test', null);
    expect($auth.get()).toEqual({ status: 'signed-in', email: 'reader@example.test', isAdmin: null });
    showSignedOut();
    expect($auth.get()).toEqual({ status: 'signed-out' });
  });

  it('applies the admin answer only to a signed-in visitor', () => {
    showAdminAnswer(true);
    expect($auth.get()).toEqual({ status: 'loading' });
    showSignedIn('owner@example.test', null);
    showAdminAnswer(true);
    expect($auth.get()).toMatchObject({ isAdmin: true });
  });
});
