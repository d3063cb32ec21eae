import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import type { EpisodeFigures } from './analysisFigures.ts';

interface EpisodeRow {
  title: string;
  status: string;
  plays: number;
  listeners: number;
  completions: number;
  completion: string;
}

const columns: readonly Column<EpisodeRow>[] = [
  { key: 'title', label: 'Episode' },
  { key: 'status', label: 'Status' },
  { key: 'plays', label: 'Plays', numeric: true },
  { key: 'listeners', label: 'Listeners', numeric: true },
  { key: 'completions', label: 'Completions', numeric: true },
  { key: 'completion', label: 'Completed per play', numeric: true },
];

export const episodeRows = (episodes: readonly EpisodeFigures[]): EpisodeRow[] =>
  episodes.map((episode) => ({
    title: episode.title,
    status: episode.status,
    plays: episode.plays,
    listeners: episode.listeners,
    completions: episode.completions,
    completion: episode.plays === 0 ? '—' : `${((100 * episode.completions) / episode.plays).toFixed(1)} %`,
  }));

export function EpisodesSection({ episodes, file }: { episodes: readonly EpisodeFigures[]; file: string }) {
  return (
    <section className="card" aria-label="Podcast episodes">
      <h2 className="section-title">Podcast episodes</h2>
      {episodes.length === 0 ? (
        <p className="admin-muted">No episode yet. Record or upload one in the podcast studio (/podcast-studio).</p>
      ) : (
        <FigureTable title="Plays per episode" columns={columns} rows={episodeRows(episodes)} file={file} sortKey="plays" empty="None." />
      )}
    </section>
  );
}
