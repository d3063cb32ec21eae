import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';

/**
 * The demo's knowledge-base notes: what a strategist keeps from reading and client work, in
 * Markdown, with tags (some `strategy`, for /platform-strategy, and some naming occupational
 * groups) and the links they came from. Every link is on a reserved example domain: none
 * pretends to be a real publication's article.
 */
export interface SampleNote {
  id: string;
  title: string;
  body_md: string;
  tags: string[];
  source_links: string[];
  created_at: string;
  updated_at: string;
}

/** The one note the walkthrough finds by typing "pilot gov". */
export const pilotGovernanceTitle = 'AI pilot governance';

interface NoteText {
  title: string;
  body: string;
  tags: string[];
  links: string[];
  /** Days before today it was written, and days after that it was last changed. */
  daysAgo: number;
  editedAfter: number;
}

const notes: NoteText[] = [
  {
    title: pilotGovernanceTitle,
    body: `Most first pilots fail on ownership, not on the model. Governance for a pilot should be light enough to start in a week and firm enough to stop one.

## What a pilot needs before it starts

- **One owner** who can say stop, named in writing.
- **A process already measured**, so the pilot is compared with last quarter, not with a hope.
- **An end date** and the figure that decides whether it continues.

## Governance that does not slow the pilot down

A one-page charter beats a steering committee. The board sees the charter, the risks named in plain words, and a date for the decision.

> Governance is the promise to stop a pilot as much as the permission to start it.

See also the checklist from the board briefings.`,
    tags: ['governance', 'pilots', 'strategy', 'soc-11'],
    links: ['https://research.example.org/pilot-charters', 'https://boards.example.com/ai-oversight-checklist'],
    daysAgo: 41,
    editedAfter: 9,
  },
  {
    title: 'Board questions about AI, collected',
    body: `Questions heard in three board briefings this autumn, grouped.

### Exposure
- Which of our roles change first?
- What do our competitors already automate?

### Risk
- Who is accountable when an assistant is wrong?
- What data leaves the company?

### Money
- What does a pilot cost, all in?`,
    tags: ['governance', 'boards', 'strategy'],
    links: ['https://boards.example.com/briefing-notes'],
    daysAgo: 58,
    editedAfter: 20,
  },
  {
    title: 'Platform strategy: who the console is for',
    body: `The console serves one person: the strategist who owns the site.

1. **Collect** what readers share, with consent.
2. **Act** on it: reply, publish, send.
3. **Keep** what was learned: notes, signals, briefs.

Anything that does not serve one of these waits on the roadmap as an idea.`,
    tags: ['strategy', 'platform'],
    links: [],
    daysAgo: 120,
    editedAfter: 30,
  },
  {
    title: 'Strategy: three offers for 2027',
    body: `- **Board briefing** (half a day): the exposure map of their roles, and three questions to own.
- **Pilot sprint** (six weeks): one process, one owner, one figure.
- **Team confidence programme**: the kit and the assessments, then a workshop per team.

Price the sprint by outcome range, not by day.`,
    tags: ['strategy', 'offers', 'pilots'],
    links: ['https://pricing.example.net/value-based-advisory'],
    daysAgo: 26,
    editedAfter: 4,
  },
  {
    title: 'Customer service agents and the first-line desk',
    body: `Vendors now sell agents that close simple tickets end to end. What changes for the people:

- the first-line desk handles exceptions and upset customers, not passwords;
- quality review becomes a daily task;
- training moves from scripts to judgement.

Occupations most exposed: office and administrative support.`,
    tags: ['agents', 'customer-service', 'soc-43'],
    links: ['https://news.example.com/service-desk-agents'],
    daysAgo: 33,
    editedAfter: 2,
  },
  {
    title: 'Coding assistants: what the studies measure',
    body: `Productivity studies of coding assistants mostly time **small, well-specified tasks**. Review time, defects and onboarding are rarely counted.

Before quoting a figure to a client, ask: which task, which developers, which baseline?`,
    tags: ['copilots', 'productivity', 'soc-15'],
    links: ['https://research.example.org/assistant-studies-review'],
    daysAgo: 75,
    editedAfter: 1,
  },
  {
    title: 'Finance teams and month-end close',
    body: `Reconciliation and variance commentary are the first tasks finance teams hand to assistants. The controller still signs.

A good pilot: the variance commentary for one cost centre, compared with last quarter's by the controller.`,
    tags: ['finance', 'pilots', 'soc-13'],
    links: ['https://cfo.example.com/close-automation'],
    daysAgo: 64,
    editedAfter: 12,
  },
  {
    title: 'Regulation timeline to watch',
    body: `| When | What |
|---|---|
| Next spring | Obligations for general-purpose models begin |
| Next summer | High-risk system rules apply |

Clients ask mostly about hiring tools (high risk) and chat assistants (transparency).`,
    tags: ['regulation', 'governance'],
    links: ['https://policy.example.org/ai-rules-timeline'],
    daysAgo: 96,
    editedAfter: 40,
  },
  {
    title: 'Sales teams: assistants in the CRM',
    body: `Meeting notes and follow-up drafts are where sales people feel the time saved. Forecasting stays human.

Watch: whether reps trust the summaries enough to stop writing their own.`,
    tags: ['sales', 'copilots', 'soc-41'],
    links: ['https://news.example.com/crm-assistants'],
    daysAgo: 18,
    editedAfter: 0,
  },
  {
    title: 'Teachers and AI marking',
    body: `Schools trial assistants for feedback on drafts, not for grades. Teachers want the time back for conversations with pupils.

Open question: who answers a parent who disputes feedback written by an assistant?`,
    tags: ['education', 'soc-25'],
    links: ['https://schools.example.net/feedback-trial'],
    daysAgo: 52,
    editedAfter: 6,
  },
  {
    title: 'Reading list: AI and work',
    body: `Sample reading list kept for the newsletter.

1. A field study of assistants in a contact centre.
2. A survey of how managers judge AI-assisted work.
3. An essay on why pilots stall after the demo.`,
    tags: ['reading', 'workforce'],
    links: ['https://library.example.org/ai-and-work'],
    daysAgo: 140,
    editedAfter: 60,
  },
  {
    title: 'Workshop format: AI confidence for a team',
    body: `**Before:** everyone takes the role assessment.

**Morning:** the team's results, then three everyday tasks tried with an assistant, in pairs.

**Afternoon:** one process to improve, an owner, and a date to look again.`,
    tags: ['workshops', 'workforce'],
    links: [],
    daysAgo: 9,
    editedAfter: 1,
  },
];

export function sampleNotes(today: string, uuid: () => string): SampleNote[] {
  return notes.map((note, index) => ({
    id: uuid(),
    title: note.title,
    body_md: note.body,
    tags: note.tags,
    source_links: note.links,
    created_at: wallClock(addDays(today, -note.daysAgo), 480 + index * 17),
    updated_at: wallClock(addDays(today, -note.daysAgo + note.editedAfter), 600 + index * 13),
  }));
}
