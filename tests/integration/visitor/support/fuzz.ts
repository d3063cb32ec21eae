import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestBackend } from '../../support/backend.ts';
import { countAll } from './database.ts';
import { callFunction, clientError, type RawCall } from './invoke.ts';

/** Fixed, so a failure reproduces; 1,000 hostile bodies per public function. */
export const fuzzRuns = { seed: 20251102, numRuns: 1000 } as const;

/**
 * Sends every generated call and expects a 4xx JSON error envelope with a code each time, and
 * no change in the given tables (or the mail outbox) from the first call to the last.
 */
export async function expectAllRejected(
  test: TestBackend,
  name: string,
  calls: fc.Arbitrary<RawCall>,
  tables: readonly string[],
): Promise<void> {
  const before = await countAll(test, [...tables, 'embedded.outbox']);
  await fc.assert(
    fc.asyncProperty(calls, async (call) => {
      const answer = await clientError(await callFunction(test, name, call));
      expect(answer.status, JSON.stringify(call).slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.code, `error code of ${JSON.stringify(call).slice(0, 300)}`).toBe('string');
    }),
    fuzzRuns,
  );
  expect(await countAll(test, [...tables, 'embedded.outbox'])).toEqual(before);
}
