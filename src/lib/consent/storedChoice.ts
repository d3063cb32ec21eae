import type { ConsentChoice } from './choice.ts';

/**
 * The stored consent choice read from `document.cookie`: exactly the three switches, each a
 * boolean, or null. The consent banner's script, the Consent Mode head script and (through
 * `parseConsentCookie`) the rest of the site read it here; a property test holds it to a strict
 * schema of the choice. Self-contained (no outside names) because the Consent Mode head script is
 * built from its source.
 */
export function readStoredChoice(cookieHeader: string, cookieName: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== cookieName) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      const keys = Object.keys(value).sort().join();
      const { analytics, personalization, marketing } = value as Record<string, unknown>;
      const allBooleans = [analytics, personalization, marketing].every((flag) => typeof flag === 'boolean');
      if (keys !== 'analytics,marketing,personalization' || !allBooleans) return null;
      return { analytics, personalization, marketing } as ConsentChoice;
    } catch {
      return null;
    }
  }
  return null;
}
