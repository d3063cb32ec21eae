import type { z } from 'zod';
import type { listSignals } from '../../tools/listSignals.ts';

type Signal = z.infer<typeof listSignals.output>[number];

export interface BriefSources {
  signals: Signal[];
  notes: { id: string; title: string; passage: string }[];
  passages: { title: string; url: string; text: string }[];
}

/** The tags most signals share, strongest signals counting most; ties in the order they first came. */
export function strongestTags(signals: readonly Signal[], count: number): string[] {
  const weight = new Map<string, number>();
  for (const signal of signals) for (const tag of signal.tags) weight.set(tag, (weight.get(tag) ?? 0) + signal.strength);
  return [...weight.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([tag]) => tag);
}

/** Outside text quoted as data: one line, no Markdown that could open a link or a heading. */
const quoted = (text: string, max = 280) => {
  const line = text
    .replace(/\s+/g, ' ')
    .replace(/[[\]<>#*_`]/g, '')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The brief of the rules path, in Markdown: the signals strongest first with their sources, then
 * the owner's notes found for their tags, then what the site has said, each quoted as data.
 */
export function briefBody(period: { from: string; to: string }, sources: BriefSources): string {
  const lines = [
    `The ${sources.signals.length} strongest signals from ${period.from} to ${period.to}, with your notes on their themes.`,
    '',
    '## Signals',
    '',
  ];
  for (const signal of sources.signals) {
    const origin = signal.url ? `${quoted(signal.source, 80)}, ${signal.url}` : quoted(signal.source, 80);
    lines.push(`- **${quoted(signal.title, 200)}** (strength ${signal.strength}; ${origin}): ${quoted(signal.summary)}`);
  }
  lines.push('', '## From your notes', '');
  if (sources.notes.length === 0) lines.push('No note of yours matched these themes yet.');
  for (const note of sources.notes) lines.push(`- **${quoted(note.title, 200)}**: ${quoted(note.passage)}`);
  if (sources.passages.length > 0) {
    lines.push('', '## What the site has said', '');
    for (const passage of sources.passages) lines.push(`- [${quoted(passage.title, 200)}](${passage.url}): ${quoted(passage.text)}`);
  }
  return lines.join('\n');
}
