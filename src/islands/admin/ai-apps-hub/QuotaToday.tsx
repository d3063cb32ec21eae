import { ToolSection } from '../kit/ToolSection.tsx';
import type { AiStatus } from '../kit/aiStatus.ts';
import type { AppFigures } from './aiAppsApi.ts';
import { countText } from './figureText.ts';

const share = (used: number, limit: number) => `${countText(used)} of ${countText(limit)} provider calls`;

/** Today's provider calls against the daily quotas, which chat and speech share: they are counted per person and for everyone, not per application. */
export function QuotaToday({ quota, limits }: { quota: AppFigures['quota']; limits: AiStatus['dailyCalls'] }) {
  return (
    <ToolSection title="AI quota used today">
      <dl className="system-build">
        <dt>Everyone</dt>
        <dd>{share(quota.everyone, limits.everyone)}</dd>
        <dt>You</dt>
        <dd>{share(quota.yours, limits.perUser)}</dd>
      </dl>
      <p className="admin-muted">
        Counted per UTC day ({quota.day}); both start again at midnight UTC. Past either quota, chat and speech pause and the site guide
        still answers. Set them with AI_USER_DAILY_CALLS and AI_GLOBAL_DAILY_CALLS.
      </p>
    </ToolSection>
  );
}
