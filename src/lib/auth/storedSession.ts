import { hasFields, isRecord, isString, isWholeNumber, optional } from '../plainChecks.ts';

/** The session as supabase-js keeps it in localStorage: the reader's pages read and renew the same entry. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: { id: string; email?: string };
}

const isStoredSession = hasFields<StoredSession>({
  access_token: isString,
  refresh_token: isString,
  expires_at: isWholeNumber,
  user: hasFields<StoredSession['user']>({ id: isString, email: optional(isString) }),
});

/** The stored session, or null when there is none or it is not one supabase-js wrote. */
export function parseStoredSession(text: string | null): StoredSession | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A token answer of `/auth/v1/token` as a session to store: GoTrue sends `expires_at`, and
 * `expires_in` alone is counted from `nowMs`, as supabase-js does.
 */
export function sessionFromTokenAnswer(answer: unknown, nowMs: number): StoredSession | null {
  if (!isRecord(answer)) return null;
  const expiresIn = isWholeNumber(answer.expires_in) ? answer.expires_in : undefined;
  const expiresAt = isWholeNumber(answer.expires_at)
    ? answer.expires_at
    : expiresIn === undefined
      ? undefined
      : Math.round(nowMs / 1000) + expiresIn;
  const session = { ...answer, expires_at: expiresAt };
  return isStoredSession(session) ? session : null;
}

/** supabase-js renews a session 90 s before it expires; a call made later could meet a refusal. */
const renewMarginMs = 90_000;

export function needsRenewal(session: StoredSession, nowMs: number): boolean {
  return session.expires_at * 1000 - nowMs < renewMarginMs;
}
