/**
 * user_metadata ("data" in sign-up and PUT /user) is copied into every access token, so its size
 * is the token's. Capped at 4 KiB of JSON, a token stays near 6 KB, under the 8 KB header line
 * that common proxies accept by default; at 60 KB every call failed with 431 and the account
 * could not even be repaired. Measured as JSON text, as the token carries it.
 */
import { failures } from './errors.ts';

export const maxUserMetadataBytes = 4096;

function jsonBytes(metadata: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify(metadata));
}

/**
 * The metadata to store, or a 400 saying how large it is and what to do. An account already over
 * the cap (stored before the cap existed) may still shrink towards it.
 */
export function fittingMetadata(metadata: Record<string, unknown>, stored?: Record<string, unknown>): Record<string, unknown> {
  const size = jsonBytes(metadata);
  if (size <= maxUserMetadataBytes || (stored && size < jsonBytes(stored))) return metadata;
  throw failures.validation(
    `Profile details (data) would take ${size} bytes; the limit is ${maxUserMetadataBytes} bytes. They travel inside every access token, so keep them to a few short values and store anything larger in a table of its own.`,
  );
}

/** GoTrue's update of user_metadata: each key given replaces the stored one, and a null removes it. */
export function mergedMetadata(stored: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const removed = (key: string) => Object.hasOwn(changes, key) && changes[key] === null;
  return Object.fromEntries(Object.entries({ ...stored, ...changes }).filter(([key]) => !removed(key)));
}
