import { addDays } from '../../src/lib/ownerDays.ts';
import { wallClock } from './sampleCalendar.ts';

/**
 * The demo's signals over the last twelve weeks, and the feeds some came from. Tags recur, so
 * the trends hub's weekly chart has lines; several strong signals fall in the last 30 days, so
 * the hub's "strongest signals" has something to show; some name occupational groups (`soc-NN`),
 * which links them into the jobs data. Links are on reserved example domains only.
 */
export interface SampleSignalSource {
  id: string;
  title: string;
  feed_url: string;
  site_url: string;
  created_at: string;
}

export interface SampleSignal {
  id: string;
  title: string;
  url: string;
  source: string;
  summary: string;
  tags: string[];
  strength: number;
  signal_on: string;
  feed_item_id: string | null;
  source_id: string | null;
  created_at: string;
}

const feeds = [
  {
    key: 'policy',
    title: 'Policy Review (sample feed)',
    feed_url: 'https://policy.example.org/feed.xml',
    site_url: 'https://policy.example.org/',
  },
  {
    key: 'work',
    title: 'Future of Work Notes (sample feed)',
    feed_url: 'https://work.example.net/rss',
    site_url: 'https://work.example.net/',
  },
  {
    key: 'tech',
    title: 'Applied AI Weekly (sample feed)',
    feed_url: 'https://weekly.example.com/atom.xml',
    site_url: 'https://weekly.example.com/',
  },
] as const;

type FeedKey = (typeof feeds)[number]['key'];

interface SignalText {
  title: string;
  /** The path on the example host; the host is the feed's site, or `host` for a signal added by hand. */
  path: string;
  host?: string;
  feed?: FeedKey;
  summary: string;
  tags: string[];
  strength: number;
  daysAgo: number;
}

const signals: SignalText[] = [
  // The last 30 days: the hub's strongest signals.
  {
    title: 'Regulator publishes draft guidance on AI in hiring',
    path: '/2026/hiring-guidance-draft',
    feed: 'policy',
    summary: 'Draft guidance treats screening tools as high risk; consultation open for eight weeks.',
    tags: ['regulation', 'hiring', 'soc-13'],
    strength: 5,
    daysAgo: 3,
  },
  {
    title: 'Insurer moves claims triage to an agent with human sign-off',
    path: '/claims-triage-agent',
    host: 'news.example.com',
    summary: 'Simple claims close in minutes; adjusters review every refusal.',
    tags: ['agents', 'insurance', 'soc-43'],
    strength: 5,
    daysAgo: 6,
  },
  {
    title: 'Survey: two thirds of managers cannot tell AI-assisted work apart',
    path: '/manager-survey',
    feed: 'work',
    summary: 'Managers rate drafts the same whoever wrote them; most want a disclosure rule.',
    tags: ['workforce', 'governance'],
    strength: 4,
    daysAgo: 9,
  },
  {
    title: 'Coding assistant vendor adds audit logs for enterprises',
    path: '/2026/audit-logs',
    feed: 'tech',
    summary: 'Every suggestion accepted is logged with the prompt; compliance teams asked for it.',
    tags: ['copilots', 'governance', 'soc-15'],
    strength: 4,
    daysAgo: 12,
  },
  {
    title: 'Retail chain ends its chatbot pilot after three months',
    path: '/retail-chatbot-pilot-ends',
    host: 'retail.example.net',
    summary: 'No owner after the sponsor left; the pilot had no figure to decide on.',
    tags: ['pilots', 'customer-service', 'soc-41'],
    strength: 4,
    daysAgo: 16,
  },
  {
    title: 'Schools network publishes rules for AI feedback on homework',
    path: '/ai-feedback-rules',
    host: 'schools.example.net',
    summary: 'Assistants may comment on drafts; grades stay with teachers.',
    tags: ['education', 'governance', 'soc-25'],
    strength: 3,
    daysAgo: 19,
  },
  {
    title: 'Open model matches last year’s leader on reasoning benchmarks',
    path: '/2026/open-model-benchmarks',
    feed: 'tech',
    summary: 'Running it in-house becomes realistic for mid-sized firms.',
    tags: ['models', 'open-source'],
    strength: 4,
    daysAgo: 22,
  },
  {
    title: 'Accounting firms report slower graduate hiring',
    path: '/graduate-hiring',
    feed: 'work',
    summary: 'Fewer junior roles in audit sampling; more in advisory.',
    tags: ['workforce', 'hiring', 'soc-13'],
    strength: 5,
    daysAgo: 26,
  },
  {
    title: 'Contact-centre union agrees AI terms with an operator',
    path: '/contact-centre-agreement',
    feed: 'work',
    summary: 'No dismissals for two years; retraining budget per seat.',
    tags: ['workforce', 'customer-service', 'soc-43'],
    strength: 3,
    daysAgo: 29,
  },
  // One to twelve weeks back.
  {
    title: 'Cloud providers cut prices for small models',
    path: '/2026/small-model-prices',
    feed: 'tech',
    summary: 'Per-token prices for small models fall by half; pilots get cheaper to run.',
    tags: ['models', 'costs'],
    strength: 3,
    daysAgo: 33,
  },
  {
    title: 'Law firms trial contract review assistants',
    path: '/contract-review-trial',
    host: 'legal.example.com',
    summary: 'First-pass review of supplier contracts; partners sign off.',
    tags: ['agents', 'legal', 'soc-23'],
    strength: 3,
    daysAgo: 37,
  },
  {
    title: 'Parliament committee hears evidence on AI and jobs',
    path: '/2026/committee-evidence',
    feed: 'policy',
    summary: 'Witnesses disagree on speed, agree on training.',
    tags: ['regulation', 'workforce'],
    strength: 2,
    daysAgo: 40,
  },
  {
    title: 'CRM vendor ships meeting summaries to all customers',
    path: '/2026/crm-summaries',
    feed: 'tech',
    summary: 'Summaries on by default; admins can turn them off per team.',
    tags: ['copilots', 'sales', 'soc-41'],
    strength: 3,
    daysAgo: 44,
  },
  {
    title: 'Study: assistants help new agents most',
    path: '/new-agents-study',
    feed: 'work',
    summary: 'The least experienced staff gain most; experts gain little.',
    tags: ['productivity', 'customer-service', 'soc-43'],
    strength: 4,
    daysAgo: 47,
  },
  {
    title: 'Logistics firm pilots route planning with a language model',
    path: '/route-planning-pilot',
    host: 'logistics.example.org',
    summary: 'Dispatchers keep the final say; planning time down a third.',
    tags: ['pilots', 'logistics', 'soc-53'],
    strength: 3,
    daysAgo: 51,
  },
  {
    title: 'Data protection authority fines firm over chatbot logs',
    path: '/2026/chatbot-logs-fine',
    feed: 'policy',
    summary: 'Logs kept for years without a reason; the fine names retention.',
    tags: ['regulation', 'governance'],
    strength: 4,
    daysAgo: 55,
  },
  {
    title: 'Hospitals test ambient note-taking in clinics',
    path: '/ambient-notes',
    host: 'health.example.org',
    summary: 'Clinicians review every note; time with patients up.',
    tags: ['healthcare', 'pilots', 'soc-29'],
    strength: 3,
    daysAgo: 58,
  },
  {
    title: 'Agent frameworks converge on one tool-calling format',
    path: '/2026/tool-calling',
    feed: 'tech',
    summary: 'Switching providers gets easier for builders.',
    tags: ['agents', 'models'],
    strength: 2,
    daysAgo: 61,
  },
  {
    title: 'Banks publish their first AI governance reports',
    path: '/2026/bank-governance-reports',
    feed: 'policy',
    summary: 'Inventories of models in use, and who owns each.',
    tags: ['governance', 'finance', 'soc-13'],
    strength: 3,
    daysAgo: 65,
  },
  {
    title: 'Design agencies price work by outcome as image tools spread',
    path: '/agency-pricing',
    host: 'design.example.com',
    summary: 'Day rates give way to project prices.',
    tags: ['pricing', 'soc-27'],
    strength: 2,
    daysAgo: 68,
  },
  {
    title: 'Survey: employees use assistants their employer has not approved',
    path: '/shadow-ai-survey',
    feed: 'work',
    summary: 'Half of office staff use a personal assistant for work tasks.',
    tags: ['workforce', 'governance', 'soc-43'],
    strength: 4,
    daysAgo: 72,
  },
  {
    title: 'Coding assistants reach most developers in large firms',
    path: '/2026/assistant-adoption',
    feed: 'tech',
    summary: 'Adoption is broad; measured gains are uneven.',
    tags: ['copilots', 'productivity', 'soc-15'],
    strength: 3,
    daysAgo: 75,
  },
  {
    title: 'Standards body opens work on AI management systems audits',
    path: '/2026/management-audits',
    feed: 'policy',
    summary: 'Certification auditors get a common checklist.',
    tags: ['governance', 'regulation'],
    strength: 2,
    daysAgo: 78,
  },
  {
    title: 'Manufacturer uses vision models for quality checks',
    path: '/vision-quality',
    host: 'industry.example.net',
    summary: 'Defect rates down; inspectors move to root-cause work.',
    tags: ['manufacturing', 'agents', 'soc-51'],
    strength: 3,
    daysAgo: 81,
  },
  {
    title: 'Business schools add AI strategy to executive courses',
    path: '/exec-courses',
    feed: 'work',
    summary: 'Boards ask for it by name.',
    tags: ['education', 'workforce', 'soc-11'],
    strength: 2,
    daysAgo: 83,
  },
];

export function sampleSignals(today: string, uuid: () => string) {
  const sources: SampleSignalSource[] = feeds.map((feed, index) => ({
    id: uuid(),
    title: feed.title,
    feed_url: feed.feed_url,
    site_url: feed.site_url,
    created_at: wallClock(addDays(today, -90 + index), 540),
  }));
  const sourceOf = (key: FeedKey) => {
    const index = feeds.findIndex((feed) => feed.key === key);
    return { feed: feeds[index] as (typeof feeds)[number], source: sources[index] as SampleSignalSource };
  };
  return {
    sources,
    signals: signals.map((signal, index): SampleSignal => {
      const day = addDays(today, -signal.daysAgo);
      const fromFeed = signal.feed === undefined ? undefined : sourceOf(signal.feed);
      const url = fromFeed ? `${fromFeed.feed.site_url.replace(/\/$/, '')}${signal.path}` : `https://${signal.host}${signal.path}`;
      return {
        id: uuid(),
        title: signal.title,
        url,
        source: fromFeed ? fromFeed.feed.title : (signal.host as string),
        summary: signal.summary,
        tags: signal.tags,
        strength: signal.strength,
        signal_on: day,
        feed_item_id: fromFeed ? url : null,
        source_id: fromFeed ? fromFeed.source.id : null,
        created_at: wallClock(day, 420 + ((index * 37) % 600)),
      };
    }),
  };
}
