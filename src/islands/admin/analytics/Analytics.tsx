import { ToolEmpty } from '../kit/ToolStates.tsx';
import { loadSiteAnalytics, type SiteAnalytics } from './analyticsFigures.ts';
import { analyticsReports } from './AnalyticsReports.tsx';
import { Definitions } from './Definitions.tsx';
import { FigurePage, type FigurePageConfig } from './FigurePage.tsx';
import { Headline } from './Headline.tsx';

/** Site analytics: headline figures, traffic per day, where visits come from, and goals, for a range of days. */
const analyticsPage: FigurePageConfig<SiteAnalytics> = {
  load: loadSiteAnalytics,
  reports: analyticsReports,
  head: (data, range) => <Headline overview={data.overview} range={range} />,
  isEmpty: (data) => data.overview.visits === 0 && data.overview.page_views === 0,
  empty: (range) => (
    <ToolEmpty title={`No visits from ${range.from} to ${range.to}`}>
      Page views arrive once readers accept analytics in the cookie banner. Choose a longer range, or open the site in another browser and
      accept analytics to see your own visit here.
    </ToolEmpty>
  ),
  footer: (timeZone) => <Definitions timeZone={timeZone} />,
};

export function Analytics({ timeZone }: { timeZone: string }) {
  return <FigurePage timeZone={timeZone} page={analyticsPage} />;
}
