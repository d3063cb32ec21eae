/** What the figures mean, on the page beside them (docs/decisions/console-analytics.md says the same). */
export function Definitions({ timeZone }: { timeZone: string }) {
  return (
    <details className="card">
      <summary>How these figures are counted</summary>
      <ul>
        <li>Page views are the first-party page-view events the site stores for readers who accepted analytics; nobody else is counted.</li>
        <li>A visitor (unique session) is one browser’s session_id cookie, which lasts 180 days.</li>
        <li>A visit is that visitor’s events with gaps under 30 minutes; it counts on the day it started.</li>
        <li>Days, and “today”, are in the owner’s time zone: {timeZone}.</li>
        <li>
          Goals are counted where they are recorded, so they include readers who declined analytics: sign-ups and confirmations in the
          subscriber list, completed assessments in the saved results, sent messages in the contact inbox, lead popups in their own record.
          “Sessions” counts the visitors who reached the goal among those who accepted analytics.
        </li>
        <li>Sample (demo) rows are counted here like real ones.</li>
      </ul>
    </details>
  );
}
