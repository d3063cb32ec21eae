import { FigurePage, type FigurePageConfig } from '../analytics/FigurePage.tsx';
import { type HubFigures, loadHubFigures } from './hubFigures.ts';
import { hubReports } from './HubReports.tsx';

/** Funnels and consent: what readers chose and what followed, for a range of days. */
const hubPage: FigurePageConfig<HubFigures> = {
  load: loadHubFigures,
  reports: hubReports,
  footer: (timeZone) => (
    <p className="admin-muted">Days are in the owner’s time zone, {timeZone}. Sample (demo) rows are counted here like real ones.</p>
  ),
};

export function AnalyticsHub({ timeZone }: { timeZone: string }) {
  return <FigurePage timeZone={timeZone} page={hubPage} />;
}
