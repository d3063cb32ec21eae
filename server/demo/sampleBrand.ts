import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';

/**
 * The brand side of the demo, so the four brand editors open on content: a biography, case
 * studies, books and ideas, talks and media appearances, and testimonials. Published, as an owner's
 * would be, yet marked sample, so the build never reads them: none reaches a page or a feed.
 */
export function sampleBrand(today: string) {
  const at = (daysFromToday: number) => wallClock(addDays(today, daysFromToday), 600);
  const profile = {
    name: 'Sample Owner',
    headline: 'Advisor on AI adoption for leadership teams',
    biography_md:
      'I help leadership teams decide where AI earns its place.\n\n## Before advising\n\nTen years running product and data teams.\n\n## Now\n\nBoard briefings, pilot reviews and the assessments on this site.',
    photo_url: null,
    photo_alt: '',
    published: true,
  };
  const caseStudies = [
    {
      slug: 'sample-claims-triage-pilot',
      title: 'A claims triage pilot that stopped on time',
      client: 'A regional insurer',
      summary: 'A stop rule written before the start saved a quarter of work.',
      body_md: '## The question\n\nCould a model sort incoming claims?\n\n## What happened\n\nThe stop rule fired in week six.',
      outcome: 'Pilot closed in six weeks; the budget went to the intake form instead.',
      featured: true,
      sort_order: 0,
      created_at: at(-60),
    },
    {
      slug: 'sample-board-ai-briefing',
      title: 'Three board briefings on AI risk',
      client: 'A manufacturing group',
      summary: 'From "are we behind?" to a list of decisions the board owns.',
      body_md: '## The brief\n\nThree sessions, one per quarter.\n\n## The result\n\nA risk register the board reviews itself.',
      outcome: 'The board now reviews AI risks with the other operational risks.',
      featured: false,
      sort_order: 1,
      created_at: at(-40),
    },
  ];
  const booksIdeas = [
    {
      kind: 'book',
      title: 'The Pilot Handbook',
      summary: 'A short book on running AI pilots that end in a decision.',
      link_url: 'https://example.com/pilot-handbook',
      year: 2025,
      sort_order: 0,
      created_at: at(-90),
    },
    {
      kind: 'idea',
      title: 'Stop rules before start dates',
      summary: 'Every pilot names the result that would end it before it begins.',
      link_url: null,
      year: null,
      sort_order: 1,
      created_at: at(-30),
    },
  ];
  const talks = [
    {
      kind: 'talk',
      title: 'What boards should ask about AI',
      venue: 'Sample Leadership Forum',
      happened_on: addDays(today, -45),
      link_url: 'https://example.com/talks/boards-and-ai',
      summary: 'Forty minutes on the questions that lead to decisions.',
      sort_order: 0,
      created_at: at(-50),
    },
    {
      kind: 'media',
      title: 'Interview: AI pilots that end well',
      venue: 'Sample Business Radio',
      happened_on: addDays(today, -20),
      link_url: 'https://example.com/radio/ai-pilots',
      summary: 'On owners, stop rules and measuring what the team already trusts.',
      sort_order: 1,
      created_at: at(-22),
    },
  ];
  const testimonials = [
    {
      quote: 'We left the session with three decisions and an owner for each.',
      person: 'Sample Client',
      role: 'Chief Operating Officer, a sample company',
      featured: true,
      sort_order: 0,
      created_at: at(-35),
    },
  ];
  return { profile, caseStudies, booksIdeas, talks, testimonials };
}
