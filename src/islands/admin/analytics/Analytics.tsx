import { useCallback } from 'react';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadSiteAnalytics } from './analyticsFigures.ts';
import { Definitions } from './Definitions.tsx';
import { GoalsTable, Headline, SharesTable, TopPagesTable } from './FigureSections.tsx';
import { RangePicker } from './RangePicker.tsx';
import { TrafficChart } from './TrafficChart.tsx';
import { useDayRange } from './useDayRange.ts';

/** Site analytics: headline figures, traffic per day, where visits come from, and goals, for a range of days. */
export function Analytics({ timeZone }: { timeZone: string }) {
  const { choice, range, choose } = useDayRange(timeZone);
  const load = useCallback(() => loadSiteAnalytics(range, timeZone), [range, timeZone]);
  const { state, reload } = useToolData(load);
  const file = (what: string) => `${what}-${range.from}-to-${range.to}`;
  return (
    <div className="admin-stack">
      <RangePicker choice={choice} range={range} timeZone={timeZone} onChange={choose} />
      {state.kind === 'loading' && <ToolLoading what="the figures" />}
      {state.kind === 'failed' && <ToolFailed message={state.message} onRetry={reload} />}
      {state.kind === 'loaded' && state.data.overview.visits === 0 && state.data.overview.page_views === 0 && (
        <ToolEmpty title={`No visits from ${range.from} to ${range.to}`}>
          Page views arrive once readers accept analytics in the cookie banner. Choose a longer range, or open the site in another browser
          and accept analytics to see your own visit here.
        </ToolEmpty>
      )}
      {state.kind === 'loaded' && (state.data.overview.visits > 0 || state.data.overview.page_views > 0) && (
        <>
          <Headline overview={state.data.overview} range={range} />
          <TrafficChart days={state.data.overview.days} file={file('traffic')} />
          <TopPagesTable rows={state.data.topPages} file={file('top-pages')} />
          <SharesTable title="Entry pages" heading="Page" rows={state.data.entryPages} file={file('entry-pages')} />
          <SharesTable title="Referrers" heading="Referrer" rows={state.data.referrers} file={file('referrers')} />
          <SharesTable title="UTM sources" heading="Source" rows={state.data.utm.sources} file={file('utm-sources')} />
          <SharesTable title="UTM mediums" heading="Medium" rows={state.data.utm.mediums} file={file('utm-mediums')} />
          <SharesTable title="UTM campaigns" heading="Campaign" rows={state.data.utm.campaigns} file={file('utm-campaigns')} />
          <SharesTable title="Devices" heading="Device" rows={state.data.devices} file={file('devices')} />
          <GoalsTable goals={state.data.goals} visitors={state.data.overview.visitors} file={file('goals')} />
        </>
      )}
      <Definitions timeZone={timeZone} />
    </div>
  );
}
