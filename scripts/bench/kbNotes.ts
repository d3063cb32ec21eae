import type { Queries } from '../../server/db/database.ts';

/**
 * Knowledge-base notes for the search benchmarks: titles, tags and Markdown bodies made from the
 * words a strategist's notes hold, in the proportions such notes have (a few words repeat often,
 * most seldom), from a seeded generator so every run searches the same notes.
 */

export interface BenchNote {
  title: string;
  body_md: string;
  tags: string[];
  created_at: string;
}

const topics = [
  'adoption',
  'roadmap',
  'vendor',
  'procurement',
  'board',
  'risk',
  'pilot',
  'governance',
  'training',
  'automation',
  'agents',
  'copilots',
  'privacy',
  'regulation',
  'productivity',
  'workforce',
  'reskilling',
  'budget',
  'metrics',
  'platform',
];
const qualifiers = ['AI', 'generative', 'enterprise', 'early', 'quarterly', 'internal', 'customer', 'pricing', 'data', 'security'];
const nouns = [
  'strategy',
  'checklist',
  'review',
  'playbook',
  'lessons',
  'questions',
  'framework',
  'plan',
  'interview',
  'notes',
  'benchmark',
  'memo',
];
const fillers = [
  'the team',
  'our clients',
  'the leadership group',
  'a mid-sized insurer',
  'the operations lead',
  'most organisations',
  'the pilot group',
  'finance',
  'the works council',
  'legal',
];
const verbs = [
  'asked about',
  'measured',
  'struggled with',
  'agreed on',
  'postponed',
  'reviewed',
  'underestimated',
  'documented',
  'piloted',
  'scoped',
];
const tags = [
  'pilot',
  'governance',
  'strategy',
  'vendors',
  'risk',
  'training',
  'board',
  'research',
  'soc-15',
  'soc-13',
  'soc-43',
  'soc-41',
  'reading',
];

/** A small seeded generator (mulberry32): the same notes every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const syllables = [
  'ba',
  'ker',
  'lo',
  'mi',
  'nus',
  'tra',
  'ven',
  'do',
  'sel',
  'ir',
  'qua',
  'po',
  'ten',
  'ga',
  'ri',
  'fen',
  'ul',
  'mor',
  'sta',
  'ci',
];

/**
 * The long tail of a real vocabulary: thousands of words, each seldom used, standing in for the
 * names, products and terms notes are full of (made of syllables, so some begin like real words).
 */
function tailWords(random: () => number, size: number): string[] {
  return Array.from({ length: size }, () =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
  );
}

/**
 * `count` notes. Each is about one or two topics, which its sentences keep returning to, with the
 * common words of such notes and a few words of the long tail; about one in forty is on "AI pilot
 * governance" itself.
 */
export function* benchNotes(count: number, seed = 14): Generator<BenchNote> {
  const random = generator(seed);
  const tail = tailWords(random, 5000);
  // Skewed towards the first items, as real vocabularies are.
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() ** 1.6 * items.length)] as T;
  const any = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  for (let n = 0; n < count; n++) {
    const onGovernance = n % 40 === 0;
    const noteTopics = onGovernance ? ['pilot', 'governance'] : [any(topics), ...(random() < 0.5 ? [any(topics)] : [])];
    const topic = () => (random() < 0.8 ? any(noteTopics) : any(topics));
    const sentence = () =>
      `${pick(fillers)} ${pick(verbs)} ${pick(qualifiers).toLowerCase()} ${topic()} ${pick(nouns)} with ${pick(tail)} and ${pick(tail)}, then ${pick(verbs)} the ${topic()} ${any(tail)}.`;
    const title = onGovernance ? `AI pilot governance ${pick(nouns)} ${n}` : `${pick(qualifiers)} ${noteTopics[0]} ${pick(nouns)} ${n}`;
    const paragraphs = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
      Array.from({ length: 2 + Math.floor(random() * 4) }, sentence).join(' '),
    );
    if (onGovernance) paragraphs.splice(1, 0, 'Who owns the pilot governance checklist, and which risk register it feeds.');
    const bodyMd = [`## ${pick(nouns)}`, ...paragraphs, `- ${topic()}\n- ${any(tail)}`, `Source: https://example.com/${n}`].join('\n\n');
    const noteTags = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(tags)))];
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 1000 * 86_400_000));
    yield { title, body_md: bodyMd, tags: noteTags, created_at: created.toISOString() };
  }
}

/**
 * Stores `count` of these notes, 500 to an insert; every fiftieth is archived, as some of an
 * owner's notes are. Analyzed afterwards, so the planner knows the table it searches.
 */
export async function storeBenchNotes(db: Queries, count: number): Promise<void> {
  const store = (notes: BenchNote[]) =>
    db.query(
      `insert into public.kb_notes (title, body_md, tags, created_at, updated_at, archived_at)
       select n ->> 'title', n ->> 'body_md', array(select jsonb_array_elements_text(n -> 'tags')), (n ->> 'created_at')::timestamptz,
         (n ->> 'created_at')::timestamptz, case when ordinal % 50 = 0 then (n ->> 'created_at')::timestamptz end
       from jsonb_array_elements($1::jsonb) with ordinality as e(n, ordinal)`,
      [JSON.stringify(notes)],
    );
  let batch: BenchNote[] = [];
  for (const note of benchNotes(count)) {
    batch.push(note);
    if (batch.length < 500) continue;
    await store(batch);
    batch = [];
  }
  if (batch.length) await store(batch);
  await db.query('analyze public.kb_notes');
}
