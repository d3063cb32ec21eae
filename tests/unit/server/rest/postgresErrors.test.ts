import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DatabaseUnavailable } from '../../../../server/db/availability.ts';
import { toRestError } from '../../../../server/rest/postgresErrors.ts';

const postgres = (code: string, message = 'refused') => Object.assign(new Error(message), { code, detail: 'the detail' });
// Silenced for each test and restored after it (the unit project's restoreMocks).
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('toRestError', () => {
  it("answers the request's own faults with a 4xx whose code is the SQLSTATE, and logs nothing", () => {
    const cases: [string, number][] = [
      ['22P02', 400],
      ['22008', 400],
      ['23514', 400],
      ['23P01', 400],
      ['23505', 409],
      ['42703', 400],
      ['42701', 400],
      ['42P10', 400],
      ['P0001', 400],
      ['42P01', 404],
    ];
    for (const [code, status] of cases)
      expect(toRestError(postgres(code), 'authenticated'), code).toMatchObject({ status, code, details: 'the detail' });
    expect(toRestError(postgres('42501'), 'anon').status).toBe(401);
    expect(toRestError(postgres('42501'), 'authenticated').status).toBe(403);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers an outage with 503 PGRST000 and logs its cause', () => {
    const cause = postgres('57P01', 'terminating connection due to administrator command');
    expect(toRestError(new DatabaseUnavailable(cause), 'anon')).toMatchObject({ status: 503, code: 'PGRST000' });
    expect(logged).toHaveBeenCalledWith('REST request failed: the database is unavailable.', cause);
  });

  it('answers any other error with a 500 that hides its text, and logs it', () => {
    for (const error of [postgres('42601', 'syntax error at or near "selct"'), new TypeError('x is undefined')]) {
      const answer = toRestError(error, 'authenticated');
      expect(answer).toMatchObject({ status: 500, code: 'PGRSTX00', message: 'The request could not be completed.' });
      expect(logged).toHaveBeenLastCalledWith('REST request failed:', error);
    }
  });
});
