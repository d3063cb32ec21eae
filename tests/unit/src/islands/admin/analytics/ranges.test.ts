import { describe, expect, it } from 'vitest';
import { addressRange, rangeAddress, rangeFor } from '../../../../../../src/islands/admin/analytics/ranges.ts';

// 23:30 UTC on 14 March 2026: already 15 March in Helsinki, still 14 March in London.
const now = Date.parse('2026-03-14T23:30:00Z');
const custom = { from: '2026-01-01', to: '2026-01-31' };

describe('rangeFor', () => {
  it("ends the quick ranges on the owner's today", () => {
    expect(rangeFor('today', 'Europe/Helsinki', now, custom)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(rangeFor('today', 'Europe/London', now, custom)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(rangeFor('7d', 'Europe/Helsinki', now, custom)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(rangeFor('90d', 'Europe/London', now, custom)).toEqual({ from: '2025-12-15', to: '2026-03-14' });
  });

  it('keeps a custom range as chosen', () => {
    expect(rangeFor('custom', 'Europe/London', now, custom)).toBe(custom);
  });
});

describe('addressRange', () => {
  it('reads a quick range or a custom one from the address', () => {
    expect(addressRange({ range: '7d', from: '', to: '' }, 'Europe/London', now)).toEqual({
      choice: '7d',
      range: { from: '2026-03-08', to: '2026-03-14' },
    });
    expect(addressRange({ range: 'custom', ...custom }, 'Europe/London', now)).toEqual({ choice: 'custom', range: custom });
  });

  it('falls back to 30 days for a custom range that cannot be shown', () => {
    for (const wrong of [
      { from: '', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-01-31' },
      { from: '2024-01-01', to: '2026-01-31' },
    ])
      expect(addressRange({ range: 'custom', ...wrong }, 'Europe/London', now).choice).toBe('30d');
  });

  it('keeps its range in the address as named parameters, and none for the usual 30 days', () => {
    expect(rangeAddress.write({ range: 'custom', ...custom }, '?other=1')).toBe('?other=1&range=custom&from=2026-01-01&to=2026-01-31');
    expect(rangeAddress.write({ range: '30d', from: '', to: '' }, '')).toBe('');
    expect(rangeAddress.read('?range=soon&from=2026-13-40')).toEqual({ range: '30d', from: '', to: '' });
  });
});
