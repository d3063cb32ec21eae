import { useCallback, useEffect, useState } from 'react';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import { IssueEditor } from './IssueEditor.tsx';
import { PieceList } from './PieceList.tsx';
import { type Article, type Issue, loadArticle, loadIssue } from './piecesApi.ts';
import { type PublishingView, searchOf, viewOf } from './publishingView.ts';

/** The list of pieces, or one piece's editor, as the address says. */
export function Publishing({ timeZone }: { timeZone: string }) {
  const [view, setView] = useState<PublishingView>(() => viewOf(location.search));
  useEffect(() => {
    const follow = () => setView(viewOf(location.search));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  const open = useCallback((next: PublishingView, replace = false) => {
    const address = `${location.pathname}${searchOf(next)}`;
    if (replace) history.replaceState(null, '', address);
    else history.pushState(null, '', address);
    // A piece just created keeps its editor: only its address changes.
    if (!replace) setView(next);
  }, []);

  if (view.kind === 'list') return <PieceList timeZone={timeZone} onOpen={open} />;
  if (view.id === null)
    return view.kind === 'article' ? (
      <ArticleEditor article={null} timeZone={timeZone} onOpen={open} />
    ) : (
      <IssueEditor issue={null} timeZone={timeZone} onOpen={open} />
    );
  return <SavedPiece key={`${view.kind}-${view.id}`} kind={view.kind} id={view.id} timeZone={timeZone} onOpen={open} />;
}

function SavedPiece({
  kind,
  id,
  timeZone,
  onOpen,
}: {
  kind: 'article' | 'issue';
  id: string;
  timeZone: string;
  onOpen(view: PublishingView, replace?: boolean): void;
}) {
  const load = useCallback((): Promise<Article | Issue | null> => (kind === 'article' ? loadArticle(id) : loadIssue(id)), [kind, id]);
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what={`the ${kind}`} />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (!state.data)
    return (
      <ToolEmpty title={`This ${kind} does not exist`}>
        It may have been deleted.{' '}
        <button type="button" className="admin-link" onClick={() => onOpen({ kind: 'list' })}>
          See every piece
        </button>
        .
      </ToolEmpty>
    );
  const piece = state.data;
  return 'title' in piece ? (
    <ArticleEditor article={piece} timeZone={timeZone} onOpen={onOpen} />
  ) : (
    <IssueEditor issue={piece} timeZone={timeZone} onOpen={onOpen} />
  );
}
