import { afterAll, beforeAll } from 'vitest';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from './backend.ts';

/**
 * A test file's own backend, with the admin's address listed, and the four actors: started before
 * the file's tests and stopped after them. `test` and `actors` are read inside a test or a hook,
 * once the backend has started; `sql` runs as the database's owner, past every policy.
 */
export function backendWithActors() {
  let test: TestBackend | undefined;
  let actors: Actors | undefined;
  beforeAll(async () => {
    test = await startTestBackend({ adminEmails: [adminEmail] });
    actors = await createActors(test);
  }, backendStartTimeout);
  afterAll(() => test?.stop());
  const started = <Value>(value: Value | undefined): Value => {
    if (value === undefined) throw new Error('The test backend has not started yet: read it inside a test or a hook.');
    return value;
  };
  return {
    get test(): TestBackend {
      return started(test);
    },
    get actors(): Actors {
      return started(actors);
    },
    sql: <Row>(text: string, params: unknown[] = []) =>
      started(test)
        .backend.deps.db.query<Row>(text, params)
        .then((result) => result.rows),
  };
}
