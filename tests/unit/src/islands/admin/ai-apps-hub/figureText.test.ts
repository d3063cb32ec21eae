import { describe, expect, it } from 'vitest';
import { agoText, durationText, errorsText } from '../../../../../../src/islands/admin/ai-apps-hub/figureText.ts';

describe('the AI apps hub’s figures as text', () => {
  it('writes a duration in the unit that reads best', () => {
    expect([0, 191, 999, 1000, 2900, 59_999, 60_000, 252_000].map((ms) => durationText(ms, '-'))).toEqual([
      '0 ms',
      '191 ms',
      '999 ms',
      '1.0 s',
      '2.9 s',
      '1.0 min',
      '1.0 min',
      '4.2 min',
    ]);
    expect(durationText(null, 'No calls')).toBe('No calls');
  });

  it('counts refusals and failures together, and apart beside them', () => {
    expect([errorsText(0, 0), errorsText(2, 0), errorsText(1200, 3)]).toEqual([
      '0',
      '2 (2 refused, 0 failed)',
      '1,203 (1,200 refused, 3 failed)',
    ]);
  });

  it('says how long ago in the largest whole unit, and when in the owner’s time zone', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const ago = (iso: string, timeZone = 'UTC') => agoText(iso, now, timeZone);
    expect(ago('2026-11-28T11:59:30Z')).toBe('Less than a minute ago (28 Nov 2026, 11:59)');
    expect(ago('2026-11-28T11:55:00Z')).toBe('5 minutes ago (28 Nov 2026, 11:55)');
    expect(ago('2026-11-28T09:10:00Z', 'Europe/Berlin')).toBe('2 hours ago (28 Nov 2026, 10:10)');
    expect(ago('2026-11-27T11:00:00Z')).toBe('Yesterday (27 Nov 2026, 11:00)');
    expect(ago('2026-11-18T12:00:00Z')).toBe('10 days ago (18 Nov 2026, 12:00)');
    // A clock a little behind the database's: never "in 2 minutes".
    expect(ago('2026-11-28T12:02:00Z')).toBe('Less than a minute ago (28 Nov 2026, 12:02)');
  });
});
