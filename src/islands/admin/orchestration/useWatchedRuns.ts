import { useCallback, useRef } from 'react';
import { useToolData } from '../kit/useToolData.ts';
import { mergeRuns, newestStart } from './runBoard.ts';
import { isActive } from './runLabels.ts';
import type { RunSummary } from './runShapes.ts';
import { loadRuns, runsAfter, runsByIds } from './runsApi.ts';
import { useStatusAnnouncement } from './useStatusAnnouncement.ts';

/**
 * The runs started by hand (of one workflow when named), loaded once and then refreshed by asking
 * only for the runs still going and those started since; each change of status is put in words
 * for the page's polite announcement.
 */
export function useWatchedRuns(titles: ReadonlyMap<string, string>, workflow?: string) {
  const shown = useRef<RunSummary[] | null>(null);
  const load = useCallback(async () => {
    const before = shown.current;
    const since = before && newestStart(before);
    const runs =
      before && since
        ? mergeRuns(
            before,
            (await Promise.all([runsByIds(before.filter(isActive).map((run) => run.id)), runsAfter(since, workflow)])).flat(),
          )
        : await loadRuns(workflow);
    shown.current = runs;
    return runs;
  }, [workflow]);
  const data = useToolData(load);
  const runs = data.state.kind === 'loaded' ? data.state.data : null;
  const announcement = useStatusAnnouncement(runs, titles);
  return { data, active: runs?.some(isActive) ?? false, announcement };
}
