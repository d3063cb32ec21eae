import type { Answers } from './scoring.ts';
import type { Assessment } from './contentSchema.ts';
import { hasFields, isWholeNumber, optional, recordOf } from '../plainChecks.ts';
import { assessmentProgressKeyPrefix } from '../storageKeys.ts';

/** The part of the Web Storage API the progress store needs; `localStorage` in the browser. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Answers given so far, the question the person was on and the attempt's seed for the order of
 * the options (src/lib/assessments/optionOrder.ts), so a reload resumes where they were and shows
 * the options as they were.
 */
export interface Progress {
  answers: Answers;
  position: number;
  seed: number;
}

/** Progress saved before attempts had a seed has none; it gets a new one. */
interface StoredProgress extends Omit<Progress, 'seed'> {
  version: 1;
  seed?: number;
}

const isStoredProgress = hasFields<StoredProgress>({
  version: (value): value is 1 => value === 1,
  answers: recordOf(isWholeNumber),
  position: isWholeNumber,
  seed: optional(isWholeNumber),
});

export function progressKey(roleId: string): string {
  return `${assessmentProgressKeyPrefix}${roleId}`;
}

/**
 * Keeps one role's in-progress answers. A stored value that is corrupt, from another version or
 * no longer fits the content (a question removed, fewer options) is dropped rather than trusted,
 * and a storage that throws (private browsing, quota) never stops the assessment. Nothing stored
 * means a new attempt, with a new seed from `newSeed`.
 */
export function createProgressStore(storage: ProgressStorage, roleId: string, assessment: Assessment, newSeed: () => number) {
  const key = progressKey(roleId);
  return {
    load(): Progress {
      const stored = readStored(storage, key);
      if (!stored) return { answers: {}, position: 0, seed: newSeed() };
      const answers = Object.fromEntries(
        Object.entries(stored.answers).filter(
          ([id, index]) => index < (assessment.questions.find((question) => question.id === id)?.options.length ?? 0),
        ),
      );
      return { answers, position: Math.min(stored.position, assessment.questions.length), seed: stored.seed ?? newSeed() };
    },
    save(progress: Progress): void {
      attempt(() => storage.setItem(key, JSON.stringify({ version: 1, ...progress })));
    },
    clear(): void {
      attempt(() => storage.removeItem(key));
    },
  };
}

function readStored(storage: ProgressStorage, key: string): StoredProgress | undefined {
  const raw = attempt(() => storage.getItem(key));
  if (raw === undefined || raw === null) return undefined;
  const stored = parseJson(raw);
  if (isStoredProgress(stored)) return stored;
  attempt(() => storage.removeItem(key));
  return undefined;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
