import { useEffect, useRef, useState } from 'react';
import { type AutosaveState, createAutosaver, freshAutosave } from './autosave.ts';

interface AutosaverOptions {
  save(): Promise<void>;
  problem?(): string | null;
  automatic?(): boolean;
  /** How long after the last edit a save starts. */
  delayMs?: number;
}

const browserTimers = {
  set: (run: () => void, ms: number) => setTimeout(run, ms),
  clear: (handle: unknown) => clearTimeout(handle as number),
};

/**
 * An editor's autosaver, made once for the editor's life so the edits it counts are never lost
 * when the page's callbacks change: it calls the latest `save`, `problem` and `automatic`, keeps
 * its state for the save line, and stops its timer when the editor goes.
 */
export function useAutosaver(options: AutosaverOptions): { autosave: AutosaveState; autosaver: ReturnType<typeof createAutosaver> } {
  const [autosave, setAutosave] = useState<AutosaveState>(freshAutosave);
  const latest = useRef(options);
  latest.current = options;
  const [autosaver] = useState(() =>
    createAutosaver({
      delayMs: options.delayMs ?? 800,
      timers: browserTimers,
      onChange: setAutosave,
      save: () => latest.current.save(),
      problem: () => latest.current.problem?.() ?? null,
      automatic: () => latest.current.automatic?.() ?? true,
    }),
  );
  useEffect(() => () => autosaver.stop(), [autosaver]);
  return { autosave, autosaver };
}
