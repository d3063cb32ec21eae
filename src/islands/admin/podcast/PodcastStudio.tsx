import { useCallback, useState } from 'react';
import { ToolData, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { EpisodeEditor } from './EpisodeEditor.tsx';
import { EpisodeList } from './EpisodeList.tsx';
import { loadEpisode, loadEpisodes } from './episodesApi.ts';
import { ShowEditor } from './ShowEditor.tsx';

/** What the studio shows; the address says it too (`?episode=<id>`, `?new=episode`, `?show`), so a link or a reload opens the same. */
type View = { kind: 'episodes' } | { kind: 'show' } | { kind: 'episode'; id: string | null; opened: number };

function viewFromAddress(): View {
  const query = new URLSearchParams(location.search);
  const id = query.get('episode');
  if (id) return { kind: 'episode', id, opened: 0 };
  if (query.get('new') === 'episode') return { kind: 'episode', id: null, opened: 0 };
  return query.has('show') ? { kind: 'show' } : { kind: 'episodes' };
}

const addressOf = (view: View) =>
  view.kind === 'show' ? '?show' : view.kind === 'episode' ? (view.id ? `?episode=${view.id}` : '?new=episode') : location.pathname;

/** The podcast: the episodes and their editor, and the show the feed describes. */
export function PodcastStudio({ timeZone }: { timeZone: string }) {
  const [view, setView] = useState<View>(viewFromAddress);
  const go = useCallback((next: View) => {
    setView(next);
    history.replaceState(null, '', addressOf(next));
  }, []);
  const section = view.kind === 'show' ? 'show' : 'episodes';

  return (
    <div className="admin-stack">
      <nav className="admin-actions" aria-label="Podcast studio">
        <button type="button" className="button" aria-pressed={section === 'episodes'} onClick={() => go({ kind: 'episodes' })}>
          Episodes
        </button>
        <button type="button" className="button" aria-pressed={section === 'show'} onClick={() => go({ kind: 'show' })}>
          Show
        </button>
      </nav>
      {view.kind === 'show' && <ShowEditor />}
      {view.kind === 'episodes' && (
        <Episodes
          onOpen={(id) => go({ kind: 'episode', id, opened: Date.now() })}
          onNew={() => go({ kind: 'episode', id: null, opened: Date.now() })}
        />
      )}
      {view.kind === 'episode' && (
        <OpenEpisode
          // A new episode keeps its editor when its first save gives it an id; opening another starts afresh.
          key={view.opened}
          id={view.id}
          timeZone={timeZone}
          onSaved={(id) => history.replaceState(null, '', `?episode=${id}`)}
          onClose={() => go({ kind: 'episodes' })}
        />
      )}
    </div>
  );
}

function Episodes({ onOpen, onNew }: { onOpen(id: string): void; onNew(): void }) {
  return (
    <ToolData data={useToolData(loadEpisodes)} what="the episodes">
      {(episodes) => <EpisodeList episodes={episodes} onOpen={onOpen} onNew={onNew} />}
    </ToolData>
  );
}

function OpenEpisode({
  id,
  timeZone,
  onSaved,
  onClose,
}: {
  id: string | null;
  timeZone: string;
  onSaved(id: string): void;
  onClose(): void;
}) {
  const load = useCallback(() => (id ? loadEpisode(id) : Promise.resolve(null)), [id]);
  const { state, reload } = useToolData(load);
  const [saved, setSaved] = useState<Awaited<ReturnType<typeof loadEpisode>>>(null);
  if (state.kind === 'loading') return <ToolLoading what="the episode" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (id && !state.data && !saved) return <ToolFailed message="This episode no longer exists: it may have been deleted." />;
  return (
    <EpisodeEditor
      episode={saved ?? state.data}
      timeZone={timeZone}
      onSaved={(episode) => {
        setSaved(episode);
        onSaved(episode.id);
      }}
      onClose={onClose}
    />
  );
}
