import { useCallback } from 'react';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { AttentionList } from './AttentionList.tsx';
import { KpiTable } from './KpiTable.tsx';
import { needsAttention } from './needsAttention.ts';
import { SampleBanner } from './SampleBanner.tsx';
import { sampleCounts } from './sampleData.ts';
import { ToolGroups } from './ToolGroups.tsx';
import { workstationFigures } from './workstationFigures.ts';

/** The owner's starting point: today's and the week's figures, what needs attention, and every tool. */
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
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="the workstation" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const { figures, attention, samples } = state.data;
  return (
    <div className="admin-stack">
      <SampleBanner counts={samples} onRemoved={reload} />
      <KpiTable today={figures.today} week={figures.week} timeZone={timeZone} />
      <AttentionList list={attention} />
      <ToolGroups />
    </div>
  );
}
