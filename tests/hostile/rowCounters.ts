import type { Queries } from '../../server/db/database.ts';
import { mailCount } from './mailLinks.ts';
import { watched, type RowCounts, type Watched, type WatchedName } from './storedRows.ts';

/** Reads the counts of every watched name it can see. */
export type RowCounter = () => Promise<RowCounts>;

const names = Object.keys(watched) as WatchedName[];

/** The counting statement's name on each connection that has prepared it. */
const preparedCounts = 'hostile_row_counts';

/**
 * Counts every watched name in one statement, as the superuser: what is really stored. The corpus
 * counts after every case, and planning the statement's two dozen subqueries cost six times what
 * running them does, so each connection prepares it once and runs the prepared plan; a connection
 * that has not prepared it yet (one of a pool's) counts with the plain statement and prepares it.
 */
export function databaseCounter(db: Queries): RowCounter {
  const where = ({ where }: Watched) => (where ? ` where ${where.column} = '${where.value}'` : '');
  const columns = names.map(
    (name) => `(select count(*) from ${watched[name].schema}.${watched[name].table}${where(watched[name])})::int as ${name}`,
  );
  const sql = `select ${columns.join(', ')}`;
  return async () => {
    const counted = await db.query<RowCounts>(`execute ${preparedCounts}`).catch(async () => {
      await db.exec(`prepare ${preparedCounts} as ${sql}`).catch(() => undefined);
      return db.query<RowCounts>(sql);
    });
    return counted.rows[0] ?? {};
  };
}

/**
 * Counts through the public API, as an operator would, for a server in another process: the
 * tables of schema public with the service role (PostgREST's exact count), mails through the
 * development mail catcher. Accounts live in schema auth, which the API does not expose.
 */
export function apiCounter(origin: string, serviceRoleKey: string): RowCounter {
  const count = async (spec: Watched): Promise<number> => {
    const filter = spec.where ? `&${spec.where.column}=eq.${spec.where.value}` : '';
    const response = await fetch(`${origin}/rest/v1/${spec.table}?limit=0${filter}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, Prefer: 'count=exact' },
    });
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
    if (!response.ok || total === undefined)
      throw new Error(`Counting ${spec.table} answered ${response.status}: ${await response.text()}`);
    return Number(total);
  };
  return async () => {
    const counts: RowCounts = { mails: await mailCount(origin) };
    for (const name of names) if (watched[name].schema === 'public') counts[name] = await count(watched[name]);
    return counts;
  };
}

/** Counts read again until two reads 100 ms apart agree (at most a few seconds), so work finished after the answers is in. */
export async function settledCounts(counter: RowCounter): Promise<RowCounts> {
  let last = await counter();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await counter();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}
