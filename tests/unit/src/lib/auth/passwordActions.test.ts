import { describe, expect, it } from 'vitest';
import { openRecoveryLink, readRecoveryLink } from '../../../../../src/lib/auth/passwordActions.ts';

describe('the password reset link', () => {
  it('reads the token hash of a recovery link, leaving other parameters out', () => {
    expect(readRecoveryLink('?token_hash=abc123&type=recovery&redirect_to=x')).toEqual({ token_hash: 'abc123', type: 'recovery' });
  });

  it('answers nothing for a link without a token or of another kind', () => {
    for (const search of ['', '?type=recovery', '?token_hash=&type=recovery', '?token_hash=abc&type=signup']) {
      expect(readRecoveryLink(search), search).toBeNull();
    }
  });

  it('opening a link that lost a part says so, and asks nothing of the server', async () => {
    const opened = await openRecoveryLink(readRecoveryLink('?type=recovery'));
    expect(opened).toEqual({ ok: false, problem: expect.objectContaining({ title: 'This link is incomplete' }) });
  });
});
