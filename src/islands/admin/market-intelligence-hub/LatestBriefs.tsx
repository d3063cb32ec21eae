import { ToolEmpty } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import type { LatestBrief } from './hubApi.ts';

/** The five briefs changed last, each opening in the briefs tool. */
export function LatestBriefs({ briefs }: { briefs: LatestBrief[] }) {
  return (
    <ToolSection title="Latest briefs">
      {briefs.length === 0 ? (
        <ToolEmpty title="No briefs yet">
          Gather signals and notes into a brief on <a href="/intelligence">Research briefs</a>.
        </ToolEmpty>
      ) : (
        <ul className="hub-briefs">
          {briefs.map((brief) => (
            <li key={brief.id}>
              <a className="admin-link" href={`/intelligence?brief=${brief.id}`}>
                {brief.title}
              </a>{' '}
              <span className="admin-badge">{brief.status}</span>{' '}
              <span className="admin-muted">
                changed <time dateTime={brief.updated_at}>{brief.updated_at.slice(0, 10)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ToolSection>
  );
}
