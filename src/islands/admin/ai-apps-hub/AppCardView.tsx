import { Fragment } from 'react';
import { routeFor } from '../../../lib/routes/index.ts';
import { ToolSection } from '../kit/ToolSection.tsx';
import type { AppCard, QuotaUse } from './appCards.ts';
import { agoText } from './figureText.ts';

const quotaText: Record<QuotaUse, string> = {
  counted: 'Each provider call counts against today’s quota',
  free: 'Free: no provider call',
};

/** One application: who answers it now, its use over the last 24 hours, and the way to its page. */
export function AppCardView({ card, now, timeZone }: { card: AppCard; now: number; timeZone: string }) {
  return (
    <ToolSection title={card.title}>
      <p className="admin-muted">{card.purpose}</p>
      <dl className="system-build ai-app-facts">
        {card.answeredBy.map((answerer) => (
          <Fragment key={answerer.part}>
            <dt>{answerer.part}</dt>
            <dd>{answerer.by}</dd>
          </Fragment>
        ))}
        <dt>Last use</dt>
        <dd>{card.lastAt ? <time dateTime={card.lastAt}>{agoText(card.lastAt, now, timeZone)}</time> : card.neverUsed}</dd>
        {card.figures.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label} (24 h)</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>AI quota</dt>
        <dd>{quotaText[card.quota]}</dd>
      </dl>
      <p>
        <a href={card.page}>Open {routeFor(card.page).label}</a>
      </p>
    </ToolSection>
  );
}
