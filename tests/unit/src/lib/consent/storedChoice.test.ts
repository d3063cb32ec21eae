import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCookie, serializeConsentCookie } from '../../../../../src/lib/consent/cookies.ts';
import { consentCookie } from '../../../../../src/lib/consent/keys.ts';
import { readStoredChoice } from '../../../../../src/lib/consent/storedChoice.ts';

const read = (header: string) => readStoredChoice(header, consentCookie);

/** The rule written as a strict schema: exactly the three switches, each a boolean. */
const strictChoice = z.strictObject({ analytics: z.boolean(), personalization: z.boolean(), marketing: z.boolean() });
function readWithSchema(header: string) {
  const raw = readCookie(header, consentCookie);
  try {
    const parsed = strictChoice.safeParse(raw === undefined ? undefined : JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
const choiceArbitrary = fc.record({ analytics: fc.boolean(), personalization: fc.boolean(), marketing: fc.boolean() });

/** Cookie values that are near misses of a valid choice: extra keys, wrong types, bad encoding. */
const valueArbitrary = fc.oneof(
  choiceArbitrary.map((choice) => encodeURIComponent(JSON.stringify(choice))),
  fc
    .dictionary(
      fc.constantFrom('analytics', 'personalization', 'marketing', 'extra'),
      fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
    )
    .map((value) => encodeURIComponent(JSON.stringify(value))),
  fc.json().map(encodeURIComponent),
  fc.string(),
);

describe('the stored choice read without a schema library', () => {
  it('reads what the consent layer writes', () => {
    fc.assert(
      fc.property(choiceArbitrary, (choice) => {
        const pair = serializeConsentCookie(choice, true).split(';')[0]!;
        expect(read(`theme=dark; ${pair}; session_id=abc12345`)).toEqual(choice);
      }),
    );
  });

  it('agrees with a strict schema of the three switches on any cookie header, valid or not', () => {
    fc.assert(
      fc.property(valueArbitrary, fc.boolean(), (value, withOthers) => {
        const header = withOthers ? `a=1; ${consentCookie}=${value}; b=2` : `${consentCookie}=${value}`;
        expect(read(header)).toEqual(readWithSchema(header));
      }),
      { numRuns: 500 },
    );
  });

  it('answers no choice for a missing cookie or one whose name only ends the same', () => {
    expect(read('')).toBeNull();
    expect(read(`my_${consentCookie}=${encodeURIComponent('{"analytics":true,"personalization":true,"marketing":true}')}`)).toBeNull();
  });
});
