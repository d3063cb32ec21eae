/**
 * How easy a password is to guess, by zxcvbn-ts: its list of common passwords (drawn from public
 * breaches), English words and names, keyboard patterns, dates and repeats, and the person's own
 * address. It runs on the server only, so the browser never downloads its dictionaries (about a
 * megabyte); the form shows the message the server sends.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's "safely unguessable" score: about 10^8 guesses, beyond an offline attack on scrypt hashes. */
const minimumScore = 3;

export interface PasswordVerdict {
  acceptable: boolean;
  /** The password, or most of it, is on the list of passwords known from breaches. */
  breached: boolean;
  /** What zxcvbn found wrong, then what it suggests, as sentences. */
  advice: string[];
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Built on first use, not at start-up: loading and ranking the dictionaries takes a few hundred
 * milliseconds that a start without sign-ups should not pay. Only the first 32 characters are
 * judged and l33t substitutions are capped, because zxcvbn's cost grows fast with length on
 * crafted input (hundreds of milliseconds at 72 characters), and 32 characters are plenty to
 * tell a guessable password from a good one.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
        maxLength: 32,
        l33tMaxSubstitutions: 20,
      }),
  );
  return estimator;
}

export async function judgePassword(password: string, personalWords: string[]): Promise<PasswordVerdict> {
  const result = (await passwordEstimator()).check(password, personalWords);
  const breached = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common');
  const { warning, suggestions } = result.feedback;
  return { acceptable: result.score >= minimumScore, breached, advice: [...(warning ? [warning] : []), ...suggestions] };
}
