/**
 * Tokens for mail links and keys for rate limits, with Web Crypto only (same in Deno and Node).
 * Links carry a random or keyed token; the database keeps only its SHA-256, so a leaked table
 * gives no working link.
 */
const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** 32 random bytes, URL-safe. */
export function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA-256 of `text` under a server secret: stable for the same input, unguessable without the secret. */
export async function hmacBytes(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

export async function hmacToken(secret: string, text: string): Promise<string> {
  return base64Url(await hmacBytes(secret, text));
}

/** Tokens in links are 43 URL-safe characters; anything else is rejected before a lookup. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
