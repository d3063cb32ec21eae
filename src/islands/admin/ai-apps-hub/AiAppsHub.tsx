import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadAiApps } from './aiAppsApi.ts';
import { appCards } from './appCards.ts';
import { AppCardView } from './AppCardView.tsx';
import { QuotaToday } from './QuotaToday.tsx';

/** /ai-apps-hub: one card per AI application, who answers it now and its use over the last 24 hours, and today's AI quota. */
export function AiAppsHub({ timeZone, now }: { timeZone: string; now: () => number }) {
  const data = useToolData(loadAiApps);
  return (
    <div className="admin-stack">
      <ToolData data={data} what="the AI applications">
        {(apps) => (
          <>
            <div className="admin-actions">
              <button type="button" className="button" onClick={data.reload}>
                Refresh
              </button>
            </div>
            <QuotaToday quota={apps.figures.quota} limits={apps.status.dailyCalls} />
            <ul className="system-figures ai-apps" aria-label="AI applications">
              {appCards(apps).map((card) => (
                <li key={card.key}>
                  <AppCardView card={card} now={now()} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ToolData>
      <p className="admin-muted">
        Calls are the answers of the application's function over the last 24 hours, from the operations record (kept 30 days); a workflow's
        figures are its runs started in that time. The page guide and the browser's offline voice work in the browser and are not counted.
      </p>
    </div>
  );
}
