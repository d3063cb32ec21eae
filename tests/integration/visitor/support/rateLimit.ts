import { expect } from 'vitest';
import type { TestBackend } from '../../support/backend.ts';
import { countAll } from './database.ts';
import { clientError } from './invoke.ts';

/**
 * Expects the call to be refused as rate limited: 429, the `rate_limited` code, a Retry-After of
 * whole seconds within the hour that a page on another origin may read, and nothing stored or
 * mailed. Returns the seconds to wait.
 */
export async function expectRateLimited(test: TestBackend, call: () => Promise<Response>, tables: readonly string[]): Promise<number> {
  const before = await countAll(test, tables);
  const response = await call();
  const retryAfter = response.headers.get('retry-after');
  expect(response.headers.get('access-control-expose-headers'), 'Retry-After readable by a page on another origin').toContain(
    'Retry-After',
  );
  expect(await clientError(response)).toEqual({ status: 429, code: 'rate_limited' });
  expect(retryAfter, 'Retry-After header').toMatch(/^[1-9][0-9]*$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeLessThanOrEqual(60 * 60);
  expect(await countAll(test, tables)).toEqual(before);
  return seconds;
}
