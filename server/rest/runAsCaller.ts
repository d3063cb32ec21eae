import type { Database, Queries } from '../db/database.ts';
import type { Caller } from './callerClaims.ts';

/**
 * Runs one request's queries as PostgREST does: in a transaction, as the caller's role, with the
 * verified claims visible to auth.uid() and policies. RLS stays the one enforcement point.
 */
export async function runAsCaller<T>(db: Database, caller: Caller, work: (tx: Queries) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The role comes from a fixed list (callerClaims.ts), so naming it in the statement is safe.
    await tx.exec(`set local role ${caller.role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
    return work(tx);
  });
}
