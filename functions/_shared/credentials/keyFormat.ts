import { crc32 } from './crc32.ts';

/**
 * A credential's secret, in the way GitHub's and Unkey's tokens are made: a typed prefix that says
 * what it opens (`sp_mcp_`: the MCP server, `sp_api_`: the partner API), 32 random base62
 * characters (about 190 bits), and a 6-character base62 CRC32 of those, so a secret scanner can
 * recognise a leaked key and our own check refuses a typo or a made-up key without a database
 * call. Only the SHA-256 of the whole secret is stored.
 */
export type CredentialKind = 'mcp' | 'api';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomLength = 32;
const checksumLength = 6;
const secretShape = /^sp_(mcp|api)_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export const secretPrefix = (kind: CredentialKind) => `sp_${kind}_`;

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = alphabet[rest % 62] + text;
  return text;
}

const checksumOf = (random: string) => base62(crc32(new TextEncoder().encode(random)), checksumLength);

/** Unbiased: bytes of 248 and up (not a multiple of 62) are drawn again rather than folded. */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && text.length < length) text += alphabet[byte % 62];
    }
  }
  return text;
}

export async function secretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new secret with what is stored of it: the hint lists show and the hash. */
export async function newSecret(kind: CredentialKind) {
  const random = randomBase62(randomLength);
  const secret = `${secretPrefix(kind)}${random}${checksumOf(random)}`;
  return { secret, hint: `${secretPrefix(kind)}${random.slice(0, 4)}…${secret.slice(-4)}`, hash: await secretHash(secret) };
}

/** The kind of a well-formed secret whose checksum holds; null for anything else. */
export function parseSecret(text: string): { kind: CredentialKind } | null {
  const match = secretShape.exec(text);
  if (!match || checksumOf(match[2] ?? '') !== match[3]) return null;
  return { kind: match[1] as CredentialKind };
}
