import { describe, expect, it, vi } from 'vitest';
import { raisedRestError } from '../../../../server/rest/raisedErrors.ts';

describe('an error a database function raised', () => {
  it('with SQLSTATE PTxyz is answered with HTTP status xyz and its own message, detail and hint', () => {
    const answer = raisedRestError({ code: 'PT402', message: 'Payment Required', detail: 'Quota exceeded', hint: 'Upgrade your plan' });
    expect(answer?.status).toBe(402);
    expect({ code: answer?.code, message: answer?.message, details: answer?.details, hint: answer?.hint }).toEqual({
      code: 'PT402',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    });
  });

  it('with SQLSTATE PGRST is answered with the status, headers and body its JSON names', async () => {
    const answer = raisedRestError({
      code: 'PGRST',
      message: JSON.stringify({ code: 'rate_limited', message: 'Too many writes.', details: 'At most 60 a minute.', hint: null }),
      detail: JSON.stringify({ status: 429, headers: { 'Retry-After': '17' } }),
    });
    const response = answer?.toResponse();
    expect(response?.status).toBe(429);
    expect(response?.headers.get('retry-after')).toBe('17');
    expect(await response?.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many writes.',
      details: 'At most 60 a minute.',
      hint: null,
    });
  });

  it('with SQLSTATE PGRST but no JSON PostgREST can read is a 500 PGRST121 that says what it received, and is logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = raisedRestError({ code: 'PGRST', message: 'not json', detail: '{"status": 429}' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(answer?.status).toBe(500);
    expect(answer?.code).toBe('PGRST121');
    expect(answer?.details).toContain('"not json"');
  });

  it('with any other SQLSTATE is left to the usual mapping', () => {
    expect(raisedRestError({ code: '23514', message: 'violates check constraint' })).toBeUndefined();
    expect(raisedRestError({ code: 'P0001', message: 'raised without a status' })).toBeUndefined();
  });
});
