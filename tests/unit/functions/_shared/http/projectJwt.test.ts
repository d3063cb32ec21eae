import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, projectKey, verifyProjectJwt } from '../../../../../functions/_shared/http/projectJwt.ts';

const secret = 'a-project-secret-of-at-least-thirty-two-characters';
const issuedAt = 1_900_000_000;
const sign = (claims: Record<string, unknown>, key = secret, lifetime = 3600) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(projectKey(key));
const at = (seconds: number) => () => seconds * 1000;

describe('bearerToken', () => {
  it('takes the token of a Bearer authorization, whatever the scheme’s case', () => {
    expect(bearerToken(new Headers({ Authorization: 'Bearer abc.def.ghi' }))).toBe('abc.def.ghi');
    expect(bearerToken(new Headers({ Authorization: 'bearer   abc' }))).toBe('abc');
  });

  it('finds none in another scheme, an empty header or a header with two tokens', () => {
    expect(bearerToken(new Headers({ Authorization: 'Basic dXNlcjpwYXNz' }))).toBeUndefined();
    expect(bearerToken(new Headers())).toBeUndefined();
    expect(bearerToken(new Headers({ Authorization: 'Bearer one two' }))).toBeUndefined();
  });
});

describe('verifyProjectJwt', () => {
  it('accepts a token signed with the project secret and gives its claims', async () => {
    const verdict = await verifyProjectJwt(await sign({ role: 'anon' }), { secret, now: at(issuedAt + 10) });
    expect(verdict).toMatchObject({ valid: true, claims: { role: 'anon', iat: issuedAt } });
  });

  it('judges expiry by the clock it is given, not the process clock', async () => {
    const token = await sign({ role: 'authenticated' });
    expect((await verifyProjectJwt(token, { secret, now: at(issuedAt + 3599) })).valid).toBe(true);
    expect(await verifyProjectJwt(token, { secret, now: at(issuedAt + 3601) })).toMatchObject({ valid: false, expired: true });
  });

  it('refuses a token signed with another secret, an unsigned one and text that is no JWT', async () => {
    const forged = await sign({ role: 'service_role' }, 'another-secret-that-is-also-thirty-two-chars');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ role: 'service_role' }))}.`;
    for (const token of [forged, unsigned, 'not-a-jwt']) {
      expect(await verifyProjectJwt(token, { secret, now: at(issuedAt) })).toMatchObject({
        valid: false,
        expired: false,
        reason: expect.any(String),
      });
    }
  });

  it('judges a token it verified before by the clock again: past its expiry, or before its not-before time, it is refused', async () => {
    const token = await sign({ role: 'anon', nbf: issuedAt + 100 });
    expect((await verifyProjectJwt(token, { secret, now: at(issuedAt + 200) })).valid).toBe(true);
    expect(await verifyProjectJwt(token, { secret, now: at(issuedAt + 99) })).toMatchObject({ valid: false, expired: false });
    expect((await verifyProjectJwt(token, { secret, now: at(issuedAt + 100) })).valid).toBe(true);
    expect(await verifyProjectJwt(token, { secret, now: at(issuedAt + 3600) })).toMatchObject({ valid: false, expired: true });
  });

  it('refuses a token verified before with one secret when another secret is asked for', async () => {
    const token = await sign({ role: 'service_role' });
    expect((await verifyProjectJwt(token, { secret, now: at(issuedAt) })).valid).toBe(true);
    const other = 'another-secret-that-is-also-thirty-two-chars';
    expect(await verifyProjectJwt(token, { secret: other, now: at(issuedAt) })).toMatchObject({ valid: false, expired: false });
  });
});
