import { useEffect, useRef, useState } from 'react';
import { statusChanges } from './runBoard.ts';
import type { RunSummary } from './runShapes.ts';

/**
 * The latest change of status among runs a page watches, in words for its polite live region
 * ("Lead triage: Waiting for approval."); the runs as first loaded are not news.
 */
export function useStatusAnnouncement(runs: readonly RunSummary[] | null, titles: ReadonlyMap<string, string>): string {
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<readonly RunSummary[]>([]);
  useEffect(() => {
    if (!runs) return;
    const changes = statusChanges(seen.current, runs, titles);
    if (changes) setAnnouncement(changes);
    seen.current = runs;
  }, [runs, titles]);
  return announcement;
}
