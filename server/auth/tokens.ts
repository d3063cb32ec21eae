/**
 * Opaque secrets the auth routes hand out (email link tokens, refresh tokens) and the one-way
 * hash under which they are stored, so a copy of the database holds nothing usable.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
