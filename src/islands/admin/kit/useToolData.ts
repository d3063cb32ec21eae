import { useCallback, useEffect, useRef, useState } from 'react';

export type ToolData<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; data: T };

/** Loads a tool's data on mount and on `reload()`; an answer to an older load is dropped. */
export function useToolData<T>(load: () => Promise<T>): { state: ToolData<T>; reload(): void } {
  const [state, setState] = useState<ToolData<T>>({ kind: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const round = ++latest.current;
    // Data already shown stays while it is loaded again, so a refresh does not blank the tool.
    setState((current) => (current.kind === 'loaded' ? current : { kind: 'loading' }));
    load().then(
      (data) => round === latest.current && setState({ kind: 'loaded', data }),
      (error: unknown) =>
        round === latest.current && setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [load]);
  useEffect(() => {
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);
  return { state, reload };
}
