import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';

/**
 * The publishing side of the demo: article drafts at each stage before publishing, one article
 * published since the last newsletter issue went out (what the sample newsletter runs draft an
 * issue from), that sent issue, and one published episode with chapters and a transcript. Every
 * row is marked sample, so the build never reads it: none of it reaches a page or a feed.
 */
export interface SampleArticle {
  slug: string;
  title: string;
  summary: string;
  body_md: string;
  status: 'idea' | 'draft' | 'scheduled' | 'published';
  publish_at: string | null;
  created_at: string;
}

export interface SampleIssue {
  slug: string;
  subject: string;
  preheader: string;
  body_md: string;
  published_at: string;
  created_at: string;
}

export interface SampleEpisode {
  slug: string;
  title: string;
  summary: string;
  notes_md: string;
  audio_url: string;
  audio_type: string;
  audio_bytes: number;
  duration_seconds: number;
  transcript_cues: { start: number; end: number; text: string }[];
  chapters: { start: number; title: string }[];
  published_at: string;
  created_at: string;
}

export function samplePublishing(today: string, siteUrl: string) {
  const at = (daysFromToday: number, minutes: number) => wallClock(addDays(today, daysFromToday), minutes);
  const articles: SampleArticle[] = [
    {
      slug: 'sample-three-questions-before-a-pilot',
      title: 'Three questions to answer before an AI pilot',
      summary: 'Who owns it, what would make you stop, and what you will measure.',
      body_md:
        '## Who owns it\n\nA pilot without an owner in the business is a demo.\n\n## What would make you stop\n\nWrite the stop rule before the start.\n\n## What you will measure\n\nOne figure the team already trusts.',
      status: 'published',
      publish_at: at(-5, 540),
      created_at: at(-8, 600),
    },
    {
      slug: 'sample-what-boards-ask-about-ai',
      title: 'What boards ask about AI, and what they should ask instead',
      summary: 'Notes from three board briefings this autumn.',
      body_md:
        '## The questions I hear\n\n- Are we behind?\n- What does it cost?\n\n## The questions that help\n\nStart from the decisions the board already makes.',
      status: 'draft',
      // Planned for tomorrow and still a draft: the workstation's "Needs attention" names it.
      publish_at: at(1, 540),
      created_at: at(-6, 600),
    },
    {
      slug: 'sample-ai-confidence-in-teams',
      title: 'AI confidence is a team skill',
      summary: 'Why training one champion per team rarely sticks.',
      body_md: 'A first paragraph, still rough.',
      status: 'scheduled',
      publish_at: at(4, 480),
      created_at: at(-3, 660),
    },
    {
      slug: 'sample-pilot-budget',
      title: 'How much should a first AI pilot cost?',
      summary: '',
      body_md: '',
      status: 'idea',
      publish_at: null,
      created_at: at(-1, 720),
    },
  ];
  const issues: SampleIssue[] = [
    {
      slug: 'sample-november-letter',
      subject: 'November: three things I learned from the board briefings',
      preheader: 'And one question to bring to your next meeting.',
      body_md:
        'Hello,\n\nThis month I spoke with three boards about AI.\n\n1. They want fewer pilots.\n2. They want clearer owners.\n3. They want to see the risks named.',
      published_at: at(-12, 540),
      created_at: at(-14, 600),
    },
  ];
  const episodes: SampleEpisode[] = [
    {
      slug: 'sample-episode-first-pilot',
      title: 'Your first AI pilot, in twenty minutes',
      summary: 'A sample episode: how to choose, scope and end a first pilot.',
      notes_md: 'In this episode:\n\n- choosing the process\n- who owns the pilot\n- when to stop',
      audio_url: `${siteUrl.replace(/\/$/, '')}/sample-audio/first-pilot.mp3`,
      audio_type: 'audio/mpeg',
      audio_bytes: 19_200_000,
      duration_seconds: 1200,
      transcript_cues: [
        { start: 0, end: 6, text: 'Welcome. Today: your first AI pilot.' },
        { start: 6, end: 14, text: 'Start with a process you already measure.' },
        { start: 14, end: 22, text: 'Name one owner, and a date to stop.' },
      ],
      chapters: [
        { start: 0, title: 'Welcome' },
        { start: 300, title: 'Choosing the process' },
        { start: 780, title: 'When to stop' },
      ],
      published_at: at(-20, 420),
      created_at: at(-25, 600),
    },
  ];
  return { articles, issues, episodes };
}
