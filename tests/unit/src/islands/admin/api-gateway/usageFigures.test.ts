import { describe, expect, it } from 'vitest';
import { keyDays, keyTotals, usageDays } from '../../../../../../src/islands/admin/api-gateway/usageFigures.ts';
import type { Credential, UsageDay } from '../../../../../../src/islands/admin/credentials/credentialShapes.ts';

const key = (id: string, partner: string) => ({ id, name: `Key ${id}`, partner_id: partner }) as Credential;
const usage = (credentialId: string, day: string, operation: string, calls: number, errors: number, limited: number): UsageDay => ({
  credential_id: credentialId,
  day,
  operation,
  calls,
  errors,
  limited,
  total_ms: calls * 100,
});

describe("the partner keys' usage", () => {
  const rows = [
    usage('a', '2026-11-30', 'listOccupations', 10, 1, 2),
    usage('a', '2026-11-30', 'listBenchmarks', 5, 0, 0),
    usage('b', '2026-12-01', 'listArticles', 3, 3, 0),
  ];
  const keys = [key('a', 'p1'), key('b', 'p2')];

  it('has a row per key per UTC day, zero on days without a call', () => {
    const days = usageDays(2, Date.parse('2026-12-01T23:30:00Z'));
    expect(days).toEqual(['2026-11-30', '2026-12-01']);
    expect(keyDays(rows, keys, days)).toEqual([
      { day: '2026-11-30', key: 'Key a', calls: 15, errors: 1, limited: 2 },
      { day: '2026-12-01', key: 'Key a', calls: 0, errors: 0, limited: 0 },
      { day: '2026-11-30', key: 'Key b', calls: 0, errors: 0, limited: 0 },
      { day: '2026-12-01', key: 'Key b', calls: 3, errors: 3, limited: 0 },
    ]);
  });

  it("totals each key's calls, errors and 429s apart, with its partner and mean time", () => {
    const names = new Map([['p1', 'Northwind']]);
    expect(keyTotals(rows, [...keys, key('c', 'p1')], names)).toEqual([
      { id: 'a', key: 'Key a', partner: 'Northwind', calls: 15, errors: 1, limited: 2, meanMs: 100 },
      { id: 'b', key: 'Key b', partner: '', calls: 3, errors: 3, limited: 0, meanMs: 100 },
      { id: 'c', key: 'Key c', partner: 'Northwind', calls: 0, errors: 0, limited: 0, meanMs: null },
    ]);
  });
});
