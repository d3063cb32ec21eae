import type { Column } from '../kit/tableRows.ts';
import type { LabPrompt, LabVersion, LabVote } from './labShapes.ts';
import type { TallyRow } from './labTally.ts';

export interface VersionRow {
  version: LabVersion;
  prompt: string;
  vote: 'chosen' | 'waiting' | 'not blind';
}

const voteWords: Record<VersionRow['vote'], string> = { chosen: 'Voted', waiting: 'Waiting for your vote', 'not blind': 'Not blind' };

/** The saved versions, newest first, each with its prompt's name and where its blind vote stands. */
export function versionRows(versions: readonly LabVersion[], prompts: readonly LabPrompt[], votes: readonly LabVote[]): VersionRow[] {
  const titles = new Map(prompts.map((prompt) => [prompt.id, prompt.title]));
  const voted = new Set(votes.map((vote) => vote.version_id));
  return versions.map((version) => ({
    version,
    prompt: titles.get(version.prompt_id) ?? '',
    vote: !version.blind ? 'not blind' : voted.has(version.id) ? 'chosen' : 'waiting',
  }));
}

export const versionColumns = (timeZone: string): readonly Column<VersionRow>[] => [
  {
    key: 'prompt',
    label: 'Prompt',
    value: (row) => row.prompt,
    opens: true,
  },
  { key: 'number', label: 'Version', value: (row) => row.version.number, numeric: true },
  {
    key: 'saved',
    label: 'Saved',
    value: (row) => row.version.created_at,
    cell: (row) => new Date(row.version.created_at).toLocaleString('en-GB', { timeZone }),
  },
  { key: 'user', label: 'User text', value: (row) => row.version.user_text, cell: (row) => row.version.user_text.slice(0, 120) },
  { key: 'vote', label: 'Blind vote', value: (row) => voteWords[row.vote] },
];

export const tallyColumns: readonly Column<TallyRow>[] = [
  { key: 'configuration', label: 'Configuration', value: (row) => row.configuration, rowHeader: true },
  { key: 'compared', label: 'Blind comparisons', value: (row) => row.compared, numeric: true },
  { key: 'wins', label: 'Chosen', value: (row) => row.wins, numeric: true },
  { key: 'rate', label: 'Chosen in', value: (row) => row.winRate, cell: (row) => `${Math.round(row.winRate * 100)}%`, numeric: true },
];
