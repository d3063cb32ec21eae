import type { ConsentChoice } from './choice.ts';

/** A short key per combination of the three toggles, e.g. "101"; self-contained for inline use. */
export function choiceKey(choice: ConsentChoice): string {
  return [choice.analytics, choice.personalization, choice.marketing].map((flag) => (flag ? '1' : '0')).join('');
}

/** All eight combinations, so build-time tables can cover every possible choice. */
export function everyChoice(): ConsentChoice[] {
  return [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
    analytics: (bits & 4) > 0,
    personalization: (bits & 2) > 0,
    marketing: (bits & 1) > 0,
  }));
}
