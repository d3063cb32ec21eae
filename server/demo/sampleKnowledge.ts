/**
 * The knowledge side of the demo: notes, signals and their feeds, one research brief composed
 * from two signals and a note, and the platform's own roadmap. Pure, like sampleData.ts; ids come
 * from the seeded generator so the brief can name what it is made of.
 */
import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';
import { pilotGovernanceTitle, sampleNotes, type SampleNote } from './sampleNotes.ts';
import { sampleSignals, type SampleSignal } from './sampleSignals.ts';
import { seededRandom } from './seededRandom.ts';

/** Its own seed: adding knowledge rows leaves the other sample rows as they were. */
const knowledgeSeed = 20_261_128;

export interface SampleBrief {
  id: string;
  title: string;
  body_md: string;
  created_at: string;
  items: { position: number; signal_id: string | null; note_id: string | null }[];
}

export interface SampleRoadmapItem {
  title: string;
  details: string;
  status: 'idea' | 'planned' | 'doing' | 'done';
  position: number;
  created_at: string;
}

/**
 * The brief as the composer writes one: the title, a section per signal and per note, each
 * pointing at its numbered source, then "## Sources" listing them in order.
 */
function composedBrief(title: string, signals: readonly SampleSignal[], notes: readonly SampleNote[]): string {
  const summaryOf = (note: SampleNote) => note.body_md.split('\n\n')[0] ?? '';
  const sections = [
    `# ${title}`,
    'Two recent signals and a note on pilot governance, for the board briefing.',
    '## Signals',
    ...signals.map((signal, index) => `### ${signal.title}\n\n${signal.summary} [${index + 1}]`),
    '## Notes',
    ...notes.map((note, index) => `### ${note.title}\n\n${summaryOf(note)} [${signals.length + index + 1}]`),
    '## Sources',
    [
      ...signals.map((signal, index) => `${index + 1}. [${signal.title}](${signal.url}), ${signal.source}, ${signal.signal_on}`),
      ...notes.map(
        (note, index) =>
          `${signals.length + index + 1}. ${note.title} (note)${note.source_links.length > 0 ? `: ${note.source_links.map((link) => `<${link}>`).join(', ')}` : ''}`,
      ),
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}

function sampleBrief(today: string, uuid: () => string, signals: readonly SampleSignal[], notes: readonly SampleNote[]): SampleBrief {
  const chosenSignals = [signals[2], signals[4]] as SampleSignal[];
  const chosenNotes = notes.filter((note) => note.title === pilotGovernanceTitle);
  const title = 'Why AI pilots stall, and the governance that helps';
  return {
    id: uuid(),
    title,
    body_md: composedBrief(title, chosenSignals, chosenNotes),
    created_at: wallClock(addDays(today, -2), 600),
    items: [
      ...chosenSignals.map((signal, index) => ({ position: index, signal_id: signal.id, note_id: null })),
      ...chosenNotes.map((note, index) => ({ position: chosenSignals.length + index, signal_id: null, note_id: note.id })),
    ],
  };
}

const roadmap: Omit<SampleRoadmapItem, 'position' | 'created_at'>[] = [
  {
    title: 'Weekly digest of strong signals by mail',
    details: 'A Monday mail to the owner with last week’s signals of strength 4 and 5.',
    status: 'idea',
  },
  {
    title: 'Share a brief with a client by private link',
    details: 'A final brief, read-only, behind a link that expires.',
    status: 'idea',
  },
  {
    title: 'Fetch subscribed feeds in production',
    details: 'A scheduled function reads the OPML sources and adds new items as signals.',
    status: 'planned',
  },
  { title: 'Brief templates for board and team audiences', details: '', status: 'planned' },
  {
    title: 'AI chat cites knowledge-base notes',
    details: 'The admin’s assistant searches the notes and links each one it uses.',
    status: 'doing',
  },
  { title: 'Roadmap board with keyboard moves', details: 'Drag and drop, and the same moves from the keyboard.', status: 'doing' },
  { title: 'Knowledge-base search with highlights', details: 'Prefix search, quoted phrases and -word, ranked.', status: 'done' },
  { title: 'Signals quick add from a pasted link', details: 'The source is filled from the link’s domain.', status: 'done' },
];

export function sampleKnowledge(today: string) {
  const random = seededRandom(knowledgeSeed);
  const uuid = () => random.uuid();
  const notes = sampleNotes(today, uuid);
  const { sources, signals } = sampleSignals(today, uuid);
  const perStatus = new Map<string, number>();
  const roadmapItems = roadmap.map((item, index): SampleRoadmapItem => {
    const place = perStatus.get(item.status) ?? 0;
    perStatus.set(item.status, place + 1);
    // Gaps between positions, so an item moved between two others needs no renumbering.
    return { ...item, position: (place + 1) * 1000, created_at: wallClock(addDays(today, -80 + index * 9), 540) };
  });
  return { notes, sources, signals, briefs: [sampleBrief(today, uuid, signals, notes)], roadmapItems };
}
