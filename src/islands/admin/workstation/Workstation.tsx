import { useCallback } from 'react';
import { ToolData } from '../kit/ToolStates.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { AttentionList } from './AttentionList.tsx';
import { KpiTable } from './KpiTable.tsx';
import { failingChecks, needsAttention } from './needsAttention.ts';
import { SampleBanner } from './SampleBanner.tsx';
import { sampleCounts } from './sampleData.ts';
import { ToolGroups } from './ToolGroups.tsx';
import { workstationFigures } from './workstationFigures.ts';

/**
 * The owner's starting point: today's and the week's figures, what needs attention, and every tool.
 * It draws once the database has answered; the live system checks, as slow as the slowest part and
 * asking every part of the backend at once, start after that and join the attention list when they
 * arrive.
 */
export function Workstation({ timeZone, now }: { timeZone: string; now: () => number }) {
  const load = useCallback(async () => {
    const at = now();
    const [figures, attention, samples] = await Promise.all([
      workstationFigures(timeZone, at),
      needsAttention(timeZone, at),
      sampleCounts(),
    ]);
    return { figures, attention, samples };
  }, [timeZone, now]);
  const data = useToolData(load);
  const checks = useToolData(failingChecks, data.state.kind !== 'loading');
  return (
    <ToolData data={data} what="the workstation">
      {({ figures, attention, samples }) => (
        <div className="admin-stack">
          <SampleBanner counts={samples} onRemoved={data.reload} />
          <ToolSection title="Today and the last 7 days">
            <KpiTable today={figures.today} week={figures.week} timeZone={timeZone} />
          </ToolSection>
          <ToolSection title="Needs attention">
            <AttentionList list={attention} checks={checks.state} />
          </ToolSection>
          <ToolSection title="Every tool">
            <ToolGroups />
          </ToolSection>
        </div>
      )}
    </ToolData>
  );
}
