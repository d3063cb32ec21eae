import { describe, expect, it } from 'vitest';
import { databaseFailure } from '../../../../functions/_shared/databaseFailure.ts';
import { FunctionError } from '../../../../functions/_shared/errors.ts';

const failed = (code: string | undefined, status: number, message = 'refused') => ({ error: { code, message }, status });

describe('databaseFailure', () => {
  it('answers a refused value (class 22) and a broken table rule (class 23) as 400s with stable codes', () => {
    const value = databaseFailure('storing', failed('22P05', 400, 'unsupported Unicode escape sequence'));
    const rule = databaseFailure('storing', failed('23514', 400, 'violates check constraint "x"'));
    expect(value).toMatchObject({
      code: 'invalid_value',
      message: 'A value in the request cannot be stored: unsupported Unicode escape sequence.',
    });
    expect(rule).toMatchObject({ code: 'constraint_violation' });
    expect(rule.cause).toMatchObject({ operation: 'storing', status: 400, code: '23514' });
  });

  it('answers 503 when no answer came or the API says the database cannot be reached', () => {
    for (const status of [0, 502, 503, 504]) {
      const error = databaseFailure('storing', failed(status === 0 ? '' : 'PGRST001', status));
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).code).toBe('service_unavailable');
    }
  });

  it('leaves anything else a plain error, which the handler logs and answers 500', () => {
    for (const [code, status] of [
      ['42883', 404],
      ['PGRST000', 500],
      ['42501', 401],
      [undefined, 500],
    ] as const) {
      const error = databaseFailure('store_analytics_batch', failed(code, status));
      expect(error).not.toBeInstanceOf(FunctionError);
      expect(error.message).toContain(`store_analytics_batch failed with HTTP ${status}`);
    }
  });
});
