import { useCallback, useEffect, useState } from 'react';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { BriefEditor } from './BriefEditor.tsx';
import { BriefList } from './BriefList.tsx';
import { loadBrief, loadBriefItems } from './briefsApi.ts';
import { type BriefView, searchOf, viewOf } from './briefView.ts';

/** The list of briefs, or one brief's editor, as the address says. */
export function Briefs({ timeZone }: { timeZone: string }) {
  const [view, setView] = useState<BriefView>(() => viewOf(location.search));
  useEffect(() => {
    const follow = () => setView(viewOf(location.search));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  const open = useCallback((next: BriefView) => {
    history.pushState(null, '', `${location.pathname}${searchOf(next)}`);
    setView(next);
  }, []);
  if (view.kind === 'list') return <BriefList timeZone={timeZone} onOpen={open} />;
  return <SavedBrief key={view.id} id={view.id} timeZone={timeZone} onOpen={open} />;
}

function SavedBrief({ id, timeZone, onOpen }: { id: string; timeZone: string; onOpen(view: BriefView): void }) {
  const load = useCallback(async () => {
    const [brief, items] = await Promise.all([loadBrief(id), loadBriefItems(id)]);
    return brief && { brief, items };
  }, [id]);
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="the brief" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (!state.data)
    return (
      <ToolEmpty title="This brief does not exist">
        It may have been deleted.{' '}
        <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'list' })}>
          See every brief
        </button>
        .
      </ToolEmpty>
    );
  return <BriefEditor brief={state.data.brief} items={state.data.items} timeZone={timeZone} onOpen={onOpen} />;
}
