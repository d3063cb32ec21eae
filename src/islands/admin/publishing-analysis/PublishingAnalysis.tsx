import { FigurePage, type FigurePageConfig } from '../analytics/FigurePage.tsx';
import { type AnalysisFigures, loadAnalysisFigures } from './analysisFigures.ts';
import { analysisReports } from './AnalysisReports.tsx';

/** How pieces did: articles, newsletter issues and episodes, and the list's growth, for a range of days. */
const analysisPage: FigurePageConfig<AnalysisFigures> = {
  load: loadAnalysisFigures,
  reports: analysisReports,
  footer: (timeZone) => (
    <p className="admin-muted">
      Days are in the owner’s time zone, {timeZone}. Views and plays come from readers who allowed analytics; recipients and unsubscribes
      from the newsletter’s own records. Sample (demo) rows are counted like real ones.
    </p>
  ),
};

export function PublishingAnalysis({ timeZone }: { timeZone: string }) {
  return <FigurePage timeZone={timeZone} page={analysisPage} />;
}
