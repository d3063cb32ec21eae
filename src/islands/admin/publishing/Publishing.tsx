import { useCallback, useEffect, useState } from 'react';
import { OpenedRow } from '../kit/OpenedRow.tsx';
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
  return (
    <OpenedRow<Article | Issue>
      id={id}
      read={kind === 'article' ? loadArticle : loadIssue}
      what={`the ${kind}`}
      missing={`This ${kind} does not exist`}
      back="See every piece"
      onBack={() => onOpen({ kind: 'list' })}
    >
      {(piece) =>
        'title' in piece ? (
          <ArticleEditor article={piece} timeZone={timeZone} onOpen={onOpen} />
        ) : (
          <IssueEditor issue={piece} timeZone={timeZone} onOpen={onOpen} />
        )
      }
    </OpenedRow>
  );
}
