import type { Answers } from './scoring.ts';
import type { Assessment } from './schema/index.ts';
import { hasFields, isWholeNumber, recordOf } from '../plainChecks.ts';

/** The part of the Web Storage API the progress store needs; `localStorage` in the browser. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Answers given so far and the question the person was on, so a reload resumes where they were. */
export interface Progress {
  answers: Answers;
  position: number;
}

interface StoredProgress extends Progress {
  version: 1;
}

const isStoredProgress = hasFields<StoredProgress>({
  version: (value): value is 1 => value === 1,
  answers: recordOf(isWholeNumber),
  position: isWholeNumber,
});

export function progressKey(roleId: string): string {
  return `assessment-progress:${roleId}`;
}

const emptyProgress: Progress = { answers: {}, position: 0 };

/**
 * Keeps one role's in-progress answers. A stored value that is corrupt, from another version or
 * no longer fits the content (a question removed, fewer options) is dropped rather than trusted,
 * and a storage that throws (private browsing, quota) never stops the assessment.
 */
export function createProgressStore(storage: ProgressStorage, roleId: string, assessment: Assessment) {
  const key = progressKey(roleId);
  return {
    load(): Progress {
      const stored = readStored(storage, key);
      if (!stored) return emptyProgress;
      const answers = Object.fromEntries(
        Object.entries(stored.answers).filter(
          ([id, index]) => index < (assessment.questions.find((question) => question.id === id)?.options.length ?? 0),
        ),
      );
      return { answers, position: Math.min(stored.position, assessment.questions.length) };
    },
    save(progress: Progress): void {
      attempt(() => storage.setItem(key, JSON.stringify({ version: 1, ...progress })));
    },
    clear(): void {
      attempt(() => storage.removeItem(key));
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

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
