/**
 * The queries on auth.sessions and auth.refresh_tokens. A refresh token is stored only as its
 * hash; using one revokes it. Presenting a revoked one again within the reuse interval gets a new
 * token on the same session, as GoTrue allows, because two tabs that wake together both refresh
 * with the token they share. Later, only a stolen copy would be replayed: that ends the session.
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

/** GoTrue's default `refresh_token_reuse_interval`, 10 seconds. */
export const refreshTokenReuseMs = 10_000;

/**
 * Revokes the token in one statement, so of two requests racing with it exactly one revokes it
 * and the other finds it revoked a moment ago. A token's updated_at is the time it was revoked,
 * written once: reusing it never moves the end of its interval.
 */
export async function redeemRefreshToken(db: Database, tokenHash: string, at: Date): Promise<Redemption> {
  const revoked = await db.query<{ session_id: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = $2
     where token_hash = $1 and not revoked returning session_id`,
    [tokenHash, at],
  );
  const sessionId = revoked.rows[0]?.session_id;
  const session = sessionId ? await findSession(db, sessionId) : undefined;
  if (session) return { outcome: 'redeemed', session };
  const known = await db.query<{ session_id: string; revoked_at: Date }>(
    'select session_id, updated_at as revoked_at from auth.refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  const replayed = known.rows[0];
  if (!replayed) return { outcome: 'unknown' };
  const reusedSession =
    at.getTime() - replayed.revoked_at.getTime() < refreshTokenReuseMs ? await findSession(db, replayed.session_id) : undefined;
  if (reusedSession) return { outcome: 'redeemed', session: reusedSession };
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
