import { normalizePath } from './normalizePath.ts';
import type { RoutePath } from './paths.ts';

/** What a page is, why it is worth the visit, and what to expect from it. */
export interface PageGuideText {
  what: string;
  why: string;
  /** The onboarding overlay's third card: what the page holds. */
  onThisPage: string;
  /** The page guide's third line: what happens next, and how long it takes. */
  expect: string;
}

/**
 * Tailored text for the pages below; the others get generic text from their title and description.
 * Every key is a path of the route table, so a renamed page cannot keep a stale guide: the type
 * check refuses the old key.
 */
const tailored = {
  '/': {
    what: 'Your starting point on the platform: the assessments you can take, the results you have, and the tools to try next.',
    why: 'It keeps your progress in one place, so you can pick up where you stopped instead of starting over.',
    onThisPage: 'Suggested next steps, your latest assessment results, and links to the kit and the jobs heatmap.',
    expect: 'Open a suggestion to continue. Nothing here changes until you finish an assessment.',
  },
  '/about': {
    what: 'The editor of the biography readers see on the public overview: name, headline, photo and text.',
    why: 'Readers decide whose advice to trust from it, so it is kept in one place and published on purpose.',
    onThisPage: 'The biography in Markdown with its preview, the photo upload, and the Published switch.',
    expect: 'Save, and once published the public overview is rebuilt; the line below the form says when it is live.',
  },
  '/work': {
    what: 'The editor of the case studies: problem, approach and outcome of real engagements.',
    why: 'Real engagements show what advisory work changes in practice; featured ones show on Advisory.',
    onThisPage: 'The case studies in order, and one at a time to write with its preview, feature and publish.',
    expect: 'Save, and a published change rebuilds the public pages; the line below the form says when it is live.',
  },
  '/contact': {
    what: 'The way to reach the strategist about advisory work, speaking or media requests.',
    why: 'A short message with your context gets a useful answer faster than a generic enquiry.',
    onThisPage: 'A contact form asking for your name, email and a few lines about what you need.',
    expect: 'A personal reply by email to the address you give.',
  },
  '/voice-ai': {
    what: 'Speech-to-text and text-to-speech tools for recording and narration.',
    why: 'Speaking is often the fastest way to draft, and listening is a good way to review.',
    onThisPage: 'A recorder that turns speech into text and a narrator that reads text aloud.',
    expect: 'Your browser asks for the microphone the first time; nothing records until you start.',
  },
  '/ai-assessments': {
    what: 'The hub of the AI readiness assessments, for leaders and for specific roles.',
    why: 'Knowing where you stand today makes it clear which AI skills to build first.',
    onThisPage: 'What each assessment measures, how long it takes, and where to start for your role.',
    expect: 'Questions come one at a time; you need a free account to take an assessment and keep the result.',
  },
  '/ai-jobs-heatmap': {
    what: 'How much generative AI applies to the work of 785 US occupations.',
    why: 'Seeing exposure by group, wage and employment shows where work is likely to change first.',
    onThisPage: 'A heatmap by occupational group, a scatter plot by wage, and a table you can search.',
    expect: 'Hover or focus a cell for details; the sources are listed below the charts.',
  },
  '/lab': {
    what: 'A playground where one prompt is answered side by side by models of the configured provider, each with its own settings, and by the site guide.',
    why: 'Comparing answers on the same prompt, blind when it matters, shows which model and settings to trust before they reach clients, and what each costs.',
    onThisPage:
      'The prompt with its system text, user text and {{variables}}, two to four columns, the answers streaming in with tokens, latency and cost, every Run saved as a version, and the tally of blind votes.',
    expect:
      'With no model configured only the site guide column runs, and the page says what a model would add; each model column is one AI call against the daily quotas.',
  },
  '/ai-ecosystem': {
    what: 'Your technology radar: the vendors, models, tools and practices you track, each in adopt, trial, assess or hold with your reason.',
    why: 'Clients ask where you stand; a radar with dated reasons answers them, and shows what changed your mind.',
    onThisPage:
      'The radar drawn by quadrant and ring with its table, filters and due reviews, JSON and CSV export, each entry with its signals, notes and moves, and Publish to /radar.',
    expect:
      'A ring changes only by a move with its reason. Entries marked public reach /radar when you press Publish, after a rebuild of about a minute.',
  },
  '/radar': {
    what: 'The strategist’s technology radar: vendors, models, tools and practices in adopt, trial, assess or hold.',
    why: 'It says plainly what to use now, what to try, what to watch and what to wait on, with the reason for each.',
    onThisPage: 'The radar by quadrant and ring, then every entry numbered as on the radar with its rationale.',
    expect: 'Entries move as evidence comes in; the page shows the radar as last published.',
  },
  '/signals': {
    what: 'The market and technology signals you collect, each with its link, source, summary, tags and strength.',
    why: 'Small signals, read early, give time to prepare before a change becomes obvious.',
    onThisPage: 'A quick add that fills the source from a pasted link, the signals newest first, and filters by tag, strength and date.',
    expect:
      'Signals come from you, from RSS or OPML files you import, and from your feeds where feed fetching is on; a feed that fails shows why and waits before it is tried again.',
  },
  '/ai-survival-kit': {
    what: 'A free kit to start using AI with confidence at work.',
    why: 'Small, safe steps build more confidence than a long course you never finish.',
    onThisPage: 'A self-check, prompts for everyday tasks, a 7-day starter plan and a safe-use checklist.',
    expect: 'Go through it in any order and at your own pace; no account is needed.',
  },
  '/advisory': {
    what: 'Strategy and AI adoption advisory for leadership teams.',
    why: 'Adopting AI well is a change in how people work, and it goes better with a plan.',
    onThisPage: 'How an engagement works, what it delivers, and how to start a conversation.',
    expect: 'When it sounds useful, ask for a first conversation from the contact page.',
  },
} satisfies Partial<Record<RoutePath, PageGuideText>>;

/** Keyed by plain strings: the guide looks up the address the browser shows. */
const byPath: ReadonlyMap<string, PageGuideText> = new Map(Object.entries(tailored));

/** For every other page: built from the page's own title and description. */
export function genericGuide(title: string, description: string): PageGuideText {
  return {
    what: description || title,
    why: 'Every page here is one step towards working with AI confidently, for you and for your team.',
    onThisPage: `${title}: ${description}`,
    expect: 'Everything on this page works at your pace; the sidebar takes you to related pages at any time.',
  };
}

export function tailoredGuide(pathname: string): PageGuideText | undefined {
  return byPath.get(normalizePath(pathname));
}

export const tailoredGuidePaths = (): RoutePath[] => Object.keys(tailored) as (keyof typeof tailored)[];
