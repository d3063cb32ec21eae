import { describe, expect, it } from 'vitest';
import { credentialDraftProblems, emptyDraft, newCredentialOf } from '../../../../../../src/islands/admin/credentials/credentialDraft.ts';
import { credentialState } from '../../../../../../src/islands/admin/credentials/credentialState.ts';

const now = Date.parse('2026-12-01T12:00:00Z');

describe('a new key as typed', () => {
  it('says each problem beside its field, the limits as the store holds them', () => {
    const cases: [Parameters<typeof credentialDraftProblems>, object][] = [
      [[emptyDraft('mcp'), 'mcp'], { name: expect.any(String), scopes: expect.any(String) }],
      [[{ ...emptyDraft('mcp'), name: 'x'.repeat(121), scopes: ['notes:read'] }, 'mcp'], { name: expect.stringContaining('121') }],
      [[{ ...emptyDraft('api'), name: 'Jobs', scopes: ['jobs'], ratePerMinute: '0' }, 'api'], { ratePerMinute: expect.any(String) }],
      [
        [{ ...emptyDraft('api'), name: 'Jobs', scopes: ['jobs'], ratePerMinute: '60', monthlyQuota: '1.5' }, 'api'],
        { monthlyQuota: expect.any(String) },
      ],
      [[{ ...emptyDraft('api'), name: 'Jobs', scopes: ['jobs'], ratePerMinute: ' 60 ', monthlyQuota: '' }, 'api'], {}],
    ];
    for (const [args, problems] of cases) expect(credentialDraftProblems(...args)).toEqual(problems);
  });

  it('becomes the create action: an expiry from now, limits only on a partner key', () => {
    expect(newCredentialOf({ ...emptyDraft('mcp'), name: ' Cursor ', scopes: ['notes:read'], expiry: '30' }, 'mcp', now)).toEqual({
      kind: 'mcp',
      name: 'Cursor',
      scopes: ['notes:read'],
      expiresAt: '2026-12-31T12:00:00.000Z',
    });
    expect(
      newCredentialOf({ ...emptyDraft('api'), name: 'Jobs', scopes: ['jobs'], expiry: 'never', monthlyQuota: '500' }, 'api', now, 'p1'),
    ).toEqual({
      kind: 'api',
      name: 'Jobs',
      scopes: ['jobs'],
      partner: 'p1',
      ratePerMinute: 60,
      monthlyQuota: 500,
    });
  });
});

describe('where a key stands', () => {
  it('is revoked before anything else, expired at its instant, and expiring within a week', () => {
    const day = 86_400_000;
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(
      [
        { revoked_at: at(-day), expires_at: at(day * 30) },
        { revoked_at: null, expires_at: at(0) },
        { revoked_at: null, expires_at: at(3 * day) },
        { revoked_at: null, expires_at: at(30 * day) },
        { revoked_at: null, expires_at: null },
      ].map((key) => credentialState(key, now)),
    ).toEqual(['revoked', 'expired', 'expiring', 'active', 'active']);
  });
});
