import { describe, expect, it } from 'vitest';
import { readConfirmLink } from '../../../../../src/lib/auth/authActions.ts';

describe('the confirmation link', () => {
  it('reads the token hash and the sign-up or email type, leaving other parameters out', () => {
    expect(readConfirmLink('?token_hash=abc123&type=signup&next=%2Fai-assessments')).toEqual({ token_hash: 'abc123', type: 'signup' });
    expect(readConfirmLink('?type=email&token_hash=xyz')).toEqual({ token_hash: 'xyz', type: 'email' });
  });

  it('answers nothing for a link without a token or of another kind', () => {
    for (const search of ['', '?type=signup', '?token_hash=&type=signup', '?token_hash=abc&type=recovery']) {
      expect(readConfirmLink(search), search).toBeNull();
    }
  });
});
