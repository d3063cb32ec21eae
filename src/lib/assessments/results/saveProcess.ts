/** Where a fresh result's save stands; once saved, the result has its own address. */
export type SaveState = { kind: 'saving' } | { kind: 'saved'; clientResultId: string } | { kind: 'failed'; message: string };

export interface SaveProcess {
  get(): SaveState;
  /** Calls the listener on every change; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /** The person's "Try saving again": the same result, so the same client id. */
  retry(): void;
}

/**
 * One result's save as the page shows it, started at once: saving, then saved or failed with a
 * message a person can read. It runs apart from the view that shows it, so the save does not wait
 * for that view's code to load.
 */
export function startSave(save: () => Promise<string>, onSaved: (clientResultId: string) => void): SaveProcess {
  let state: SaveState = { kind: 'saving' };
  const listeners = new Set<() => void>();
  const set = (next: SaveState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const attempt = () => {
    set({ kind: 'saving' });
    save().then(
      (clientResultId) => {
        set({ kind: 'saved', clientResultId });
        onSaved(clientResultId);
      },
      (error: unknown) => set({ kind: 'failed', message: error instanceof Error ? error.message : 'the service did not answer.' }),
    );
  };
  attempt();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry: attempt,
  };
}
