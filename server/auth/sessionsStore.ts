/**
 * The queries on auth.sessions and auth.refresh_tokens. A refresh token is stored only as its
 * hash; using one revokes it, and presenting a revoked one again ends its whole session, since
 * only a stolen copy would be replayed.
 */
import type { Database } from '../db/database.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  amr_method: string;
  created_at: Date;
}

export function createSession(db: Database, userId: string, amrMethod: string, at: Date) {
  return db
    .query<SessionRow>(
      `insert into auth.sessions (user_id, amr_method, created_at, updated_at) values ($1, $2, $3, $3)
       returning id, user_id, amr_method, created_at`,
      [userId, amrMethod, at],
    )
    .then((result) => result.rows[0] as SessionRow);
}

export async function findSession(db: Database, id: string): Promise<SessionRow | undefined> {
  const result = await db.query<SessionRow>('select id, user_id, amr_method, created_at from auth.sessions where id = $1', [id]);
  return result.rows[0];
}

export async function addRefreshToken(db: Database, session: SessionRow, tokenHash: string, at: Date): Promise<void> {
  await db.query(`insert into auth.refresh_tokens (token_hash, user_id, session_id, created_at, updated_at) values ($1, $2, $3, $4, $4)`, [
    tokenHash,
    session.user_id,
    session.id,
    at,
  ]);
}

export type Redemption = { outcome: 'redeemed'; session: SessionRow } | { outcome: 'reused' } | { outcome: 'unknown' };

/** Revokes the token in one statement, so two requests racing with the same token cannot both win. */
export async function redeemRefreshToken(db: Database, tokenHash: string, at: Date): Promise<Redemption> {
  const revoked = await db.query<{ session_id: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = $2
     where token_hash = $1 and not revoked returning session_id`,
    [tokenHash, at],
  );
  const sessionId = revoked.rows[0]?.session_id;
  const session = sessionId ? await findSession(db, sessionId) : undefined;
  if (session) return { outcome: 'redeemed', session };
  const known = await db.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token_hash = $1', [tokenHash]);
  const replayed = known.rows[0];
  if (!replayed) return { outcome: 'unknown' };
  await endSessions(db, { sessionId: replayed.session_id });
  return { outcome: 'reused' };
}

/** Deletes sessions (their refresh tokens go with them): one, all of a user's, or all but one. */
export async function endSessions(db: Database, which: { sessionId: string } | { userId: string; except?: string }): Promise<void> {
  if ('sessionId' in which) {
    await db.query('delete from auth.sessions where id = $1', [which.sessionId]);
    return;
  }
  await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [which.userId, which.except ?? null]);
}
