import { FigurePage } from '../analytics/FigurePage.tsx';
import { loadHubFigures } from './hubFigures.ts';
import { hubReports } from './HubReports.tsx';

/** Funnels and consent: what readers chose and what followed, for a range of days. */
export function AnalyticsHub({ timeZone }: { timeZone: string }) {
  return (
    <FigurePage
      timeZone={timeZone}
      load={loadHubFigures}
      reports={hubReports}
      footer={
        <p className="admin-muted">Days are in the owner’s time zone, {timeZone}. Sample (demo) rows are counted here like real ones.</p>
      }
    />
  );
}
