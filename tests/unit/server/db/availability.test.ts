import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, meansUnavailable, watchAvailability } from '../../../../server/db/availability.ts';
import type { Database } from '../../../../server/db/database.ts';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

/** A database whose every call fails with `error`. */
function failingDatabase(error: Error): Database {
  const fail = async () => {
    throw error;
  };
  return { query: fail, exec: fail, transaction: fail, close: async () => {} };
}

describe('meansUnavailable', () => {
  it('recognises an outage: a refused or dropped connection, a server shutting down, no resources', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('read ECONNRESET', 'ECONNRESET'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('sorry, too many clients already', '53300'),
      failure('Connection terminated unexpectedly'),
    ])
      expect(meansUnavailable(error), error.message).toBe(true);
  });

  it('leaves what a statement got wrong, and our own faults, to the caller', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('invalid input syntax for type integer', '22P02'),
      failure('syntax error at or near "selct"', '42601'),
      failure('configuration limit exceeded', '53400'),
      new TypeError('Cannot read properties of undefined'),
    ])
      expect(meansUnavailable(error), error.message).toBe(false);
  });
});

describe('watchAvailability', () => {
  it('raises an outage as DatabaseUnavailable, keeping the original as its cause', async () => {
    const refused = failure('connect ECONNREFUSED', 'ECONNREFUSED');
    const error = await watchAvailability(failingDatabase(refused))
      .query('select 1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnavailable);
    expect((error as DatabaseUnavailable).cause).toBe(refused);
  });

  it('passes any other error on unchanged', async () => {
    const refusedRow = failure('new row violates check constraint', '23514');
    await expect(watchAvailability(failingDatabase(refusedRow)).transaction(async () => 1)).rejects.toBe(refusedRow);
  });

  it('treats every call after close as an outage, whatever the closed database throws', async () => {
    const db = watchAvailability(failingDatabase(new Error('PGlite is closed')));
    await db.close();
    await expect(db.exec('select 1')).rejects.toBeInstanceOf(DatabaseUnavailable);
    await expect(db.close()).resolves.toBeUndefined();
  });
});
