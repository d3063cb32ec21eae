import { useCallback, useMemo, useState } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadHubFigures } from './hubApi.ts';
import { defaultWeeks, strongestRange, weekChoices, weekRange, type WeekChoice } from './hubRanges.ts';
import { JobsData } from './JobsData.tsx';
import { LatestBriefs } from './LatestBriefs.tsx';
import { occupationFiguresFromShell } from './occupationFigures.ts';
import { StrongestSignals } from './StrongestSignals.tsx';
import { TagWeeksChart } from './TagWeeksChart.tsx';

interface TrendsHubProps {
  timeZone: string;
  /** The occupational groups' figures as the page's build wrote them into the shell (JSON). */
  occupationFigures: string | undefined;
  now?: () => number;
}

/** The trends hub: signals per tag per week over a chosen range, the strongest recent signals, the latest briefs and the jobs data. */
export function TrendsHub({ timeZone, occupationFigures, now = Date.now }: TrendsHubProps) {
  const figures = useMemo(() => occupationFiguresFromShell(occupationFigures), [occupationFigures]);
  const [weeks, setWeeks] = useState<WeekChoice>(defaultWeeks);
  const chart = weekRange(weeks, timeZone, now());
  const load = useCallback(
    () => loadHubFigures(weekRange(weeks, timeZone, now()), strongestRange(timeZone, now())),
    [weeks, timeZone, now],
  );
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="the trends" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const { weeks: tagWeeks, tags, strongest, briefs } = state.data;

  return (
    <div className="admin-stack">
      <ToolSection title="Signals per tag per week">
        <fieldset className="range-picker">
          <legend>
            Weeks (from Monday {chart.from} to {chart.to}, days in {timeZone})
          </legend>
          <div className="admin-actions">
            {weekChoices.map((choice) => (
              <button
                key={choice}
                type="button"
                className={`button${weeks === choice ? ' button-primary' : ''}`}
                aria-pressed={weeks === choice}
                onClick={() => setWeeks(choice)}
              >
                {choice} weeks
              </button>
            ))}
          </div>
        </fieldset>
        {tags.length === 0 ? (
          <ToolEmpty title={`No tagged signals in the last ${weeks} weeks`}>
            Add signals on <a href="/signals">Signals</a> and give them tags: each tag becomes a line here, week by week.
          </ToolEmpty>
        ) : (
          <TagWeeksChart weeks={tagWeeks} tags={tags} file={`signals-per-tag-${chart.from}-${chart.to}`} />
        )}
      </ToolSection>
      <StrongestSignals signals={strongest} />
      <LatestBriefs briefs={briefs} />
      <JobsData tags={tags} figures={figures} weeks={weeks} />
    </div>
  );
}
