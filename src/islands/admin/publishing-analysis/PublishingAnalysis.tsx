import { useCallback } from 'react';
import { RangePicker } from '../analytics/RangePicker.tsx';
import { useDayRange } from '../analytics/useDayRange.ts';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadAnalysisFigures } from './analysisFigures.ts';
import { ArticlesSection } from './ArticlesSection.tsx';
import { EpisodesSection } from './EpisodesSection.tsx';
import { GrowthSection } from './GrowthSection.tsx';
import { IssuesSection } from './IssuesSection.tsx';

/** How pieces did: articles, newsletter issues and episodes, and the list's growth, for a range of days. */
export function PublishingAnalysis({ timeZone }: { timeZone: string }) {
  const { choice, range, choose } = useDayRange(timeZone);
  const load = useCallback(() => loadAnalysisFigures(range, timeZone), [range, timeZone]);
  const { state, reload } = useToolData(load);
  const file = (what: string) => `${what}-${range.from}-to-${range.to}`;
  return (
    <div className="admin-stack">
      <RangePicker choice={choice} range={range} timeZone={timeZone} onChange={choose} />
      {state.kind === 'loading' && <ToolLoading what="the figures" />}
      {state.kind === 'failed' && <ToolFailed message={state.message} onRetry={reload} />}
      {state.kind === 'loaded' && (
        <>
          <ArticlesSection articles={state.data.articles} file={file('articles')} />
          <IssuesSection issues={state.data.issues} file={file('newsletter-issues')} />
          <EpisodesSection episodes={state.data.episodes} file={file('episodes')} />
          <GrowthSection growth={state.data.growth} file={file('subscriber-growth')} />
        </>
      )}
      <p className="admin-muted">
        Days are in the owner’s time zone, {timeZone}. Views and plays come from readers who allowed analytics; recipients and
        unsubscribes from the newsletter’s own records. Sample (demo) rows are counted like real ones.
      </p>
    </div>
  );
}
