/**
 * A year of made-up traffic for the console benchmark, shaped like a real site's: more on weekdays
 * and in the owner's daytime, visitors who come back (the same session id within its 180 days),
 * a handful of popular pages and a long tail, search and social referrers, a few campaigns, and
 * goals now and then. Seeded, so every run stores the same rows.
 */

export interface TrafficEvent {
  name: string;
  session_id: string;
  occurred_at: string;
  url: string;
  data: Record<string, unknown>;
}

/** One visit's events, stored as one batch as the browser would send them. */
export interface TrafficVisit {
  batchId: string;
  events: TrafficEvent[];
}

const popular = ['/', '/advisory', '/articles', '/assessments', '/about', '/contact', '/newsletter', '/podcast'];
const tail = Array.from({ length: 120 }, (_, index) => `/articles/note-${index + 1}`);
const referrers = [
  null,
  null,
  null,
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://www.linkedin.com/feed',
  'https://news.ycombinator.com/item',
  'https://duckduckgo.com/',
  'https://t.co/x',
];
const campaigns = [
  { source: 'newsletter', medium: 'email', campaign: 'monthly' },
  { source: 'linkedin', medium: 'social', campaign: 'launch' },
  { source: 'podcast', medium: 'audio', campaign: 'season-2' },
];
const widths = [390, 414, 768, 820, 1280, 1440, 1920];
const goals = ['assessment_complete', 'newsletter_subscribe', 'lead_timed', 'lead_exit'];
/** Relative traffic by weekday (Sunday first) and by hour of the day. */
const weekday = [0.55, 1.1, 1.15, 1.1, 1.05, 0.9, 0.5];
const hourly = [0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.2, 1.6, 1.8, 1.8, 1.7, 1.5, 1.6, 1.7, 1.6, 1.4, 1.2, 1.1, 1, 0.9, 0.7, 0.5, 0.3];

/** mulberry32: small, fast and good enough to spread made-up traffic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uuidFrom = (n: number) => `b0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Picks by weight. */
function weighted(next: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = next() * total;
  for (let index = 0; index < weights.length; index++) {
    left -= weights[index] ?? 0;
    if (left <= 0) return index;
  }
  return weights.length - 1;
}

/**
 * Visits over the `days` days ending at `lastDay` (exclusive end: the day after), until about
 * `eventCount` events, in time order. Each visit is a session start (for a new browser session),
 * then page views each with its route-access event, sometimes a goal.
 */
export function* yearOfTraffic(eventCount: number, lastDay: Date, days = 365): Generator<TrafficVisit> {
  const next = random(20261126);
  const dayWeights = Array.from(
    { length: days },
    (_, index) => weekday[new Date(lastDay.getTime() - (days - 1 - index) * 86_400_000).getUTCDay()] ?? 1,
  );
  const perVisit = 6.5;
  const visitsPerDay = dayWeights.map((weight) => (weight * eventCount) / perVisit / dayWeights.reduce((a, b) => a + b, 0));
  const returning: string[] = [];
  let sessions = 0;
  let batches = 0;
  for (let day = 0; day < days; day++) {
    const dayStart = lastDay.getTime() - (days - 1 - day) * 86_400_000;
    const visits = Math.round(visitsPerDay[day] ?? 0);
    const starts = Array.from(
      { length: visits },
      () => dayStart + weighted(next, hourly) * 3_600_000 + Math.floor(next() * 3_600_000),
    ).sort((a, b) => a - b);
    for (const start of starts) {
      const comesBack = returning.length > 0 && next() < 0.35;
      const sessionId = comesBack
        ? (returning[Math.floor(next() * returning.length)] as string)
        : `bench-session-${(++sessions).toString(36)}`;
      if (!comesBack && next() < 0.3) returning.push(sessionId);
      if (returning.length > 20_000) returning.splice(0, 5_000);
      yield { batchId: uuidFrom(++batches), events: visitEvents(next, sessionId, start) };
    }
  }
}

function visitEvents(next: () => number, sessionId: string, start: number): TrafficEvent[] {
  const viewport = { width: widths[Math.floor(next() * widths.length)], height: 800 };
  const referrer = referrers[Math.floor(next() * referrers.length)] ?? null;
  const tagged = next() < 0.15 ? campaigns[Math.floor(next() * campaigns.length)] : null;
  const pages = 1 + Math.min(12, Math.floor(-Math.log(1 - next()) * 2.2));
  const at = (ms: number) => new Date(ms).toISOString();
  const events: TrafficEvent[] = [];
  let time = start;
  const route = () => (next() < 0.8 ? popular[weighted(next, [5, 3, 3, 2, 1, 1, 1, 1])] : tail[Math.floor(next() * tail.length)]) as string;
  const landing = route();
  events.push({
    name: 'session_start',
    session_id: sessionId,
    occurred_at: at(time),
    url: `https://site.test${landing}`,
    data: { ...tagged, referrer, landing: `https://site.test${landing}`, viewport, userAgent: 'Mozilla/5.0' },
  });
  for (let page = 0; page < pages; page++) {
    const path = page === 0 ? landing : route();
    const url = `https://site.test${path}`;
    events.push({ name: 'page_view', session_id: sessionId, occurred_at: at(time), url, data: { route: path, title: path, viewport } });
    events.push({ name: 'route_access', session_id: sessionId, occurred_at: at(time), url, data: { route: path, viewport } });
    time += 20_000 + Math.floor(next() * 240_000);
  }
  if (next() < 0.04)
    events.push({
      name: goals[Math.floor(next() * goals.length)] as string,
      session_id: sessionId,
      occurred_at: at(time),
      url: `https://site.test${landing}`,
      data: { viewport },
    });
  return events;
}
