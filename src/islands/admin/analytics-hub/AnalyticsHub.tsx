import { useCallback } from 'react';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { RangePicker } from '../analytics/RangePicker.tsx';
import { useDayRange } from '../analytics/useDayRange.ts';
import { AssessmentSection } from './AssessmentSection.tsx';
import { ConsentSection } from './ConsentSection.tsx';
import { FunnelSection } from './FunnelSection.tsx';
import { loadHubFigures } from './hubFigures.ts';
import { LeadPopupSection } from './LeadPopupSection.tsx';

/** Funnels and consent: what readers chose and what followed, for a range of days. */
export function AnalyticsHub({ timeZone }: { timeZone: string }) {
  const { choice, range, choose } = useDayRange(timeZone);
  const load = useCallback(() => loadHubFigures(range, timeZone), [range, timeZone]);
  const { state, reload } = useToolData(load);
  const file = (what: string) => `${what}-${range.from}-to-${range.to}`;
  return (
    <div className="admin-stack">
      <RangePicker choice={choice} range={range} timeZone={timeZone} onChange={choose} />
      {state.kind === 'loading' && <ToolLoading what="the figures" />}
      {state.kind === 'failed' && <ToolFailed message={state.message} onRetry={reload} />}
      {state.kind === 'loaded' && (
        <>
          <ConsentSection consent={state.data.consent} file={file} />
          <FunnelSection funnel={state.data.funnel} file={file('newsletter-funnel')} />
          <AssessmentSection assessments={state.data.assessments} file={file} />
          <LeadPopupSection rows={state.data.leadPopups} file={file('lead-popups')} />
        </>
      )}
      <p className="admin-muted">Days are in the owner’s time zone, {timeZone}. Sample (demo) rows are counted here like real ones.</p>
    </div>
  );
}
