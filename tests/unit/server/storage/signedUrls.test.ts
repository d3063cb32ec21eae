import { describe, expect, it } from 'vitest';
import { checkExpiresIn, signObjectUrl, verifyObjectToken } from '../../../../server/storage/signedUrls.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const now = Date.UTC(2026, 10, 27, 9);
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? undefined;

describe('signed URLs', () => {
  it('name the file unencoded, as Supabase does, and open it until they expire', async () => {
    const url = await signObjectUrl(secret, 'drafts', 'episodes/a b.vtt', 60, now);
    expect(url).toMatch(/^\/object\/sign\/drafts\/episodes\/a b\.vtt\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = tokenOf(url.replace(' ', '%20'));
    await expect(verifyObjectToken(secret, token, 'drafts', 'episodes/a b.vtt', now + 59_000)).resolves.toBeUndefined();
    await expect(verifyObjectToken(secret, token, 'drafts', 'episodes/a b.vtt', now + 61_000)).rejects.toThrow(/expired/);
  });

  it('open no other file, and nothing when signed with another secret or missing', async () => {
    const token = tokenOf(await signObjectUrl(secret, 'drafts', 'a.vtt', 60, now));
    await expect(verifyObjectToken(secret, token, 'drafts', 'b.vtt', now)).rejects.toThrow(/another file/);
    await expect(verifyObjectToken(secret, token, 'podcast-audio', 'a.vtt', now)).rejects.toThrow(/another file/);
    await expect(verifyObjectToken(`${secret}x`, token, 'drafts', 'a.vtt', now)).rejects.toThrow(/not valid/);
    await expect(verifyObjectToken(secret, undefined, 'drafts', 'a.vtt', now)).rejects.toThrow(/no token/);
  });

  it('last whole seconds, from one second to ten years', () => {
    expect(checkExpiresIn(60)).toBe(60);
    expect(checkExpiresIn('3600')).toBe(3600);
    for (const value of [0, -1, 1.5, 'soon', null, undefined, 10 * 365 * 24 * 3600 + 1])
      expect(() => checkExpiresIn(value)).toThrow(/expiresIn/);
  });
});
