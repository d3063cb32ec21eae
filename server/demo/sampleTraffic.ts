/**
 * Ninety days of consented visits, as the browser would have sent them: per visit one batch with
 * session_start (its UTM, referrer and landing page), then page_view and route_access for each
 * page (route, title, user agent, viewport), and now and then a goal. Weekdays are busier than
 * weekends, the audience grows slowly, and three campaigns bring their own bursts.
 */
import type { SampleDay } from './sampleCalendar.ts';
import { wallClock } from './sampleCalendar.ts';
import type { SeededRandom } from './seededRandom.ts';

export interface SamplePage {
  route: string;
  title: string;
}

export interface SampleEvent {
  name: string;
  session_id: string;
  occurred_at: string;
  url: string;
  data: Record<string, unknown>;
}

export interface SampleBatch {
  batch_id: string;
  sent_at: string;
  events: SampleEvent[];
}

export interface SampleVisitor {
  sessionId: string;
  /** The start of the visitor's first visit, on the owner's clock. */
  firstSeen: string;
  userAgent: string;
  viewport: { width: number; height: number };
}

interface Campaign {
  source: string;
  medium: string;
  campaign: string;
  /** Day index (within the period) the campaign starts, and how many days it runs. */
  startsOn: number;
  days: number;
  extraVisits: number;
  landing: string;
}

const campaigns: readonly Campaign[] = [
  {
    source: 'newsletter',
    medium: 'email',
    campaign: 'ai-confidence-kit',
    startsOn: 18,
    days: 4,
    extraVisits: 30,
    landing: '/ai-confidence-kit',
  },
  {
    source: 'linkedin',
    medium: 'social',
    campaign: 'role-assessments-launch',
    startsOn: 47,
    days: 6,
    extraVisits: 25,
    landing: '/assessments',
  },
  {
    source: 'nordic-ai-summit',
    medium: 'event',
    campaign: 'keynote-follow-up',
    startsOn: 74,
    days: 5,
    extraVisits: 20,
    landing: '/advisory',
  },
];

const referrers: readonly (readonly [string | null, number])[] = [
  [null, 40],
  ['https://www.google.com/', 30],
  ['https://www.linkedin.com/', 12],
  ['https://duckduckgo.com/', 6],
  ['https://www.bing.com/', 5],
  ['https://news.ycombinator.com/', 3],
];

const devices: readonly (readonly [{ userAgent: string; viewport: { width: number; height: number } }, number])[] = [
  [
    {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      viewport: { width: 1440, height: 821 },
    },
    22,
  ],
  [
    {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      viewport: { width: 1920, height: 945 },
    },
    26,
  ],
  [
    {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      viewport: { width: 1366, height: 657 },
    },
    8,
  ],
  [
    {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 664 },
    },
    26,
  ],
  [
    {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      viewport: { width: 412, height: 839 },
    },
    12,
  ],
  [
    {
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      viewport: { width: 820, height: 1106 },
    },
    6,
  ],
];

/** Visits a day: busy Tuesday to Thursday, quiet weekends, growing by about a third over the period. */
function plannedVisits(day: SampleDay, days: number, random: SeededRandom): number {
  const weekdayShare = [0.4, 0.95, 1.1, 1.1, 1.05, 0.85, 0.35][day.weekday] as number;
  const growth = 1 + (0.35 * day.index) / days;
  return Math.round(22 * weekdayShare * growth * (0.85 + 0.3 * random.next()));
}

export interface SampleTraffic {
  batches: SampleBatch[];
  visitors: SampleVisitor[];
}

export function sampleTraffic(
  days: readonly SampleDay[],
  siteUrl: string,
  pages: readonly SamplePage[],
  random: SeededRandom,
): SampleTraffic {
  const visitors: SampleVisitor[] = [];
  const batches: SampleBatch[] = [];
  const pageFor = (route: string) => pages.find((page) => page.route === route) ?? (pages[0] as SamplePage);
  const visit = (day: SampleDay, campaign: Campaign | undefined) => {
    const start = random.weighted([
      [random.int(420, 720), 4],
      [random.int(720, 1080), 5],
      [random.int(1080, 1380), 3],
    ]);
    // Today's visits end before now: a visit that would start later has not happened yet.
    if (start > day.minutesOpen - 45) return;
    const returning = visitors.length > 20 && random.chance(0.3);
    const visitor = returning ? random.pick(visitors) : newVisitor(random);
    let minute = start;
    if (!returning) visitors.push({ ...visitor, firstSeen: wallClock(day.date, minute) });
    const referrer = campaign ? null : random.weighted(referrers);
    const landing = campaign ? pageFor(campaign.landing) : random.pick(pages);
    const route = [
      landing,
      ...Array.from(
        {
          length: random.weighted([
            [0, 45],
            [1, 25],
            [2, 15],
            [3, 10],
            [5, 5],
          ]),
        },
        () => random.pick(pages),
      ),
    ];
    const context = { userAgent: visitor.userAgent, viewport: visitor.viewport };
    const at = (extraMinutes: number, seconds: number) => wallClock(day.date, minute + extraMinutes, seconds);
    const events: SampleEvent[] = [
      {
        name: 'session_start',
        session_id: visitor.sessionId,
        occurred_at: at(0, 1),
        url: `${siteUrl}${landing.route}`,
        data: {
          source: campaign?.source ?? null,
          medium: campaign?.medium ?? null,
          campaign: campaign?.campaign ?? null,
          term: null,
          content: null,
          referrer,
          landing: `${siteUrl}${landing.route}`,
          ...context,
        },
      },
    ];
    for (const page of route) {
      const url = `${siteUrl}${page.route}`;
      const seconds = random.int(2, 50);
      events.push({
        name: 'page_view',
        session_id: visitor.sessionId,
        occurred_at: at(0, seconds),
        url,
        data: { route: page.route, title: page.title, ...context },
      });
      events.push({
        name: 'route_access',
        session_id: visitor.sessionId,
        occurred_at: at(0, seconds),
        url,
        data: { route: page.route, visitor: 'signed-out', ...context },
      });
      if (random.chance(0.03))
        events.push({ name: 'newsletter_subscribe', session_id: visitor.sessionId, occurred_at: at(1, 5), url, data: { ...context } });
      if (random.chance(0.02))
        events.push({ name: 'lead_timed', session_id: visitor.sessionId, occurred_at: at(0, 55), url, data: { ...context } });
      minute += random.int(1, 4);
    }
    batches.push({ batch_id: random.uuid(), sent_at: at(0, 58), events });
  };
  for (const day of days) {
    for (let count = plannedVisits(day, days.length, random); count > 0; count -= 1) visit(day, undefined);
    for (const campaign of campaigns) {
      const offset = day.index - campaign.startsOn;
      if (offset < 0 || offset >= campaign.days) continue;
      // A campaign's burst fades: most visits on its first day.
      for (let count = Math.round(campaign.extraVisits / (offset + 1)); count > 0; count -= 1) visit(day, campaign);
    }
  }
  return { batches, visitors };
}

function newVisitor(random: SeededRandom): SampleVisitor {
  const device = random.weighted(devices);
  return { sessionId: random.uuid(), firstSeen: '', ...device };
}
