/**
 * Autosave of a draft: each edit counts, a save remembers the count it carried, so an edit made
 * while a save is on its way is never taken for saved. The line the editor shows follows from
 * the counts alone: "Saved", "Saving…", "Not saved: why", or "Unsaved changes" while it waits.
 */
export interface AutosaveState {
  edits: number;
  savedEdits: number;
  savingEdits: number | null;
  /** Why the last save failed or could not start; cleared when a save starts. */
  failure: string | null;
}

export const freshAutosave: AutosaveState = { edits: 0, savedEdits: 0, savingEdits: null, failure: null };

export const edited = (state: AutosaveState): AutosaveState => ({ ...state, edits: state.edits + 1 });
export const saveStarted = (state: AutosaveState): AutosaveState => ({ ...state, savingEdits: state.edits, failure: null });
export const saveSucceeded = (state: AutosaveState): AutosaveState => ({
  ...state,
  savedEdits: state.savingEdits ?? state.savedEdits,
  savingEdits: null,
});
export const saveFailed = (state: AutosaveState, reason: string): AutosaveState => ({ ...state, savingEdits: null, failure: reason });

export const hasUnsavedEdits = (state: AutosaveState): boolean => state.edits > state.savedEdits;

export type AutosavePhase = 'saved' | 'saving' | 'waiting' | 'failed';

export function autosavePhase(state: AutosaveState): AutosavePhase {
  if (state.savingEdits !== null) return 'saving';
  if (!hasUnsavedEdits(state)) return 'saved';
  return state.failure ? 'failed' : 'waiting';
}

export function autosaveLine(state: AutosaveState): string {
  const phase = autosavePhase(state);
  if (phase === 'saving') return 'Saving…';
  if (phase === 'saved') return 'Saved';
  if (phase === 'failed') return `Not saved: ${state.failure}`;
  return 'Unsaved changes';
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * Saves `delayMs` after the last edit, one save at a time; edits made during a save are saved
 * after it. `problem` may hold a save back (a taken slug) with the reason shown. Timers are
 * passed in so the behaviour is tested with a fake clock.
 */
export function createAutosaver(options: {
  save(): Promise<void>;
  problem?(): string | null;
  /** Whether edits save by themselves now (drafts do; a published piece waits for its button). */
  automatic?(): boolean;
  delayMs: number;
  timers: Timers;
  onChange(state: AutosaveState): void;
}) {
  let state = freshAutosave;
  let timer: unknown = null;
  let running: Promise<boolean> | null = null;
  const automatic = () => options.automatic?.() ?? true;
  const update = (next: AutosaveState) => {
    state = next;
    options.onChange(state);
  };
  const schedule = () => {
    if (timer !== null) options.timers.clear(timer);
    timer = options.timers.set(() => {
      timer = null;
      void saveNow();
    }, options.delayMs);
  };

  async function run(): Promise<boolean> {
    const problem = options.problem?.() ?? null;
    if (problem) {
      update(saveFailed(state, problem));
      return false;
    }
    update(saveStarted(state));
    try {
      await options.save();
      update(saveSucceeded(state));
      if (hasUnsavedEdits(state) && automatic()) schedule();
      return true;
    } catch (error) {
      update(saveFailed(state, error instanceof Error ? error.message : String(error)));
      return false;
    }
  }

  /** Saves what is unsaved now (after a running save); true when everything typed is saved. */
  async function saveNow(): Promise<boolean> {
    if (timer !== null) options.timers.clear(timer);
    timer = null;
    while (running) await running;
    if (!hasUnsavedEdits(state)) return true;
    running = run();
    try {
      return (await running) && !hasUnsavedEdits(state);
    } finally {
      running = null;
    }
  }

  return {
    edited(): void {
      update(edited(state));
      if (automatic()) schedule();
    },
    saveNow,
    state: () => state,
    stop(): void {
      if (timer !== null) options.timers.clear(timer);
      timer = null;
    },
  };
}
