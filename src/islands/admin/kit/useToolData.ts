import { useCallback, useEffect, useRef, useState } from 'react';
import { markDataDrawn } from './dataDrawn.ts';
import { retryingRead } from './retryingRead.ts';

export type ToolState<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; data: T };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a tool's data on mount and on `reload()`, which settles when that load has (a poll waits for
 * it); an answer to an older load is dropped. A read the network or a busy server failed is tried
 * again with back-off before the tool says it failed. A read the tool's first view does not need
 * passes `when` false until that view is drawn, so it never holds back the first one's reads.
 */
export function useToolData<T>(load: () => Promise<T>, when = true): { state: ToolState<T>; reload(): Promise<void> } {
  const [state, setState] = useState<ToolState<T>>({ kind: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(() => {
    const round = ++latest.current;
    // Data already shown stays while it is loaded again, so a refresh does not blank the tool.
    setState((current) => (current.kind === 'loaded' ? current : { kind: 'loading' }));
    return retryingRead(load, sleep).then(
      (data) => {
        if (round === latest.current) setState({ kind: 'loaded', data });
      },
      (error: unknown) => {
        if (round === latest.current) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [load]);
  // An effect runs once its render is in the page: the data is drawn.
  useEffect(() => {
    if (state.kind === 'loaded') markDataDrawn();
  }, [state.kind]);
  useEffect(() => {
    if (!when) return;
    void reload();
    return () => {
      latest.current++;
    };
  }, [reload, when]);
  return { state, reload };
}
