import { useEffect, useMemo, useRef, useState } from 'react';
import { type AutosaveState, createAutosaver, freshAutosave } from '../publishing/autosave.ts';

/** How long after the last keystroke an editor saves itself. */
const autosaveDelayMs = 800;

/**
 * An editor's autosaver on the page's timers, and its state for the save line; stopped when the
 * editor goes. The options are read when they are needed, so they may close over the latest render.
 */
export function useAutosaver(options: { save(): Promise<void>; problem?(): string | null; automatic?(): boolean; delayMs?: number }) {
  const [autosave, setAutosave] = useState<AutosaveState>(freshAutosave);
  const latest = useRef(options);
  latest.current = options;
  const autosaver = useMemo(
    () =>
      createAutosaver({
        delayMs: latest.current.delayMs ?? autosaveDelayMs,
        timers: { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number) },
        onChange: setAutosave,
        save: () => latest.current.save(),
        problem: () => latest.current.problem?.() ?? null,
        automatic: () => latest.current.automatic?.() ?? true,
      }),
    [],
  );
  useEffect(() => () => autosaver.stop(), [autosaver]);
  return { autosave, autosaver };
}
