import { isConsentChoice, type ConsentChoice } from './choice.ts';
import { consentCookie, consentCookieMaxAgeSeconds, sessionIdCookie } from './keys.ts';
import { readStoredChoice } from './storedChoice.ts';
import { checked, isString } from '../plainChecks.ts';

/** One cookie's value from a `document.cookie` style string, or undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A `document.cookie` assignment that keeps the value for 180 days on the whole site. */
export function cookieAssignment(name: string, value: string, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${consentCookieMaxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/** The stored choice, or null when there is none or it is corrupt: a corrupt cookie asks again. */
export function parseConsentCookie(cookieHeader: string): ConsentChoice | null {
  return readStoredChoice(cookieHeader, consentCookie);
}

export function serializeConsentCookie(choice: ConsentChoice, secure: boolean): string {
  const { analytics, personalization, marketing } = checked(choice, isConsentChoice, 'consent choice', 'the three switches');
  return cookieAssignment(consentCookie, JSON.stringify({ analytics, personalization, marketing }), secure);
}

/** Random ids from `crypto.randomUUID()` or similar: letters, digits and dashes. */
export const isSessionId = (value: unknown): value is string => isString(value) && /^[A-Za-z0-9-]{8,64}$/.test(value);

/**
 * The visitor's `session_id`: the cookie's value when valid, otherwise a fresh id from the
 * injected generator together with the cookie assignment that stores it.
 */
export function ensureSessionId(
  cookieHeader: string,
  randomId: () => string,
  secure: boolean,
): { sessionId: string; assignment: string | null } {
  const existing = readCookie(cookieHeader, sessionIdCookie);
  if (isSessionId(existing)) return { sessionId: existing, assignment: null };
  const sessionId = checked(randomId(), isSessionId, 'session id', '8 to 64 letters, digits and dashes');
  return { sessionId, assignment: cookieAssignment(sessionIdCookie, sessionId, secure) };
}
