/**
 * The queries on auth.users. Every timestamp comes from the caller (the injected clock), never
 * from the database's now(), so expiry and rate limits follow one clock in tests.
 */
import type { Database } from '../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  role: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const columns = `id, email, role, encrypted_password, email_confirmed_at, confirmation_sent_at,
  raw_user_meta_data, raw_app_meta_data, last_sign_in_at, created_at, updated_at`;

async function one(db: Database, sql: string, params: unknown[]): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(sql, params)).rows[0];
}

export function findUserByEmail(db: Database, email: string) {
  return one(db, `select ${columns} from auth.users where email = $1`, [email]);
}

export function findUserById(db: Database, id: string) {
  return one(db, `select ${columns} from auth.users where id = $1`, [id]);
}

/** Inserts an unconfirmed user under the id its sign-up answered with; undefined when the address was taken in the meantime. */
export function insertUser(
  db: Database,
  user: { id: string; email: string; passwordHash: string; metadata: Record<string, unknown>; at: Date },
) {
  return one(
    db,
    `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
     values ($1, $2, $3, $4, '{"provider":"email","providers":["email"]}', $5, $5)
     on conflict (email) do nothing
     returning ${columns}`,
    [user.id, user.email, user.passwordHash, user.metadata, user.at],
  );
}

/** Deletes the account, with every row that references it `on delete cascade`; false when there was none. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  return (await db.query('delete from auth.users where id = $1 returning id', [id])).rows.length > 0;
}

/** The two links mailed to an address, each with the columns GoTrue keeps its token hash and sending time in. */
export type LinkKind = 'signup' | 'recovery';
const linkColumns: Record<LinkKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};

/** Stores a fresh link's token hash, so the link mailed before it stops working. */
export async function setLinkToken(db: Database, kind: LinkKind, id: string, tokenHash: string, at: Date): Promise<void> {
  const { token, sentAt } = linkColumns[kind];
  await db.query(`update auth.users set ${token} = $2, ${sentAt} = $3, updated_at = $3 where id = $1`, [id, tokenHash, at]);
}

/**
 * Uses up the unexpired link whose token hashes to tokenHash. Either link proves the mailbox, so
 * either confirms an address not yet confirmed, as GoTrue's verify does.
 */
export function redeemLinkToken(db: Database, kind: LinkKind, tokenHash: string, at: Date, notSentBefore: Date) {
  const { token, sentAt } = linkColumns[kind];
  return one(
    db,
    `update auth.users
     set email_confirmed_at = coalesce(email_confirmed_at, $2), ${token} = null, updated_at = $2
     where ${token} = $1 and ${sentAt} > $3
     returning ${columns}`,
    [tokenHash, at, notSentBefore],
  );
}

/**
 * Sets a new password hash. As GoTrue does on a password change, every link mailed before it stops
 * working, since it was sent while the old password held.
 */
export async function setPasswordHash(db: Database, id: string, passwordHash: string, at: Date): Promise<void> {
  await db.query(
    'update auth.users set encrypted_password = $2, confirmation_token = null, recovery_token = null, updated_at = $3 where id = $1',
    [id, passwordHash, at],
  );
}

export async function recordSignIn(db: Database, id: string, at: Date): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [id, at]);
}

/**
 * Replaces user_metadata with what `change` makes of the stored value. The row stays locked in
 * between, so two updates at once do not lose each other's keys; a `change` that throws changes
 * nothing.
 */
export function changeUserMetadata(
  db: Database,
  id: string,
  change: (stored: Record<string, unknown>) => Record<string, unknown>,
  at: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const stored = await tx.query<Pick<UserRow, 'raw_user_meta_data'>>(
      'select raw_user_meta_data from auth.users where id = $1 for update',
      [id],
    );
    const current = stored.rows[0];
    if (!current) return undefined;
    const updated = await tx.query<UserRow>(
      `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = $3 where id = $1 returning ${columns}`,
      [id, change(current.raw_user_meta_data), at],
    );
    return updated.rows[0];
  });
}
