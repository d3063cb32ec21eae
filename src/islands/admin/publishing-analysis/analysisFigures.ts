import { arrayOf, hasFields, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import { consoleFigures } from '../analytics/consoleFigures.ts';
import type { DayRange } from '../../../lib/ownerDays.ts';

export interface Referrer {
  value: string;
  visits: number;
}

export interface ArticleFigures {
  id: string;
  slug: string;
  title: string;
  status: string;
  published_at: string | null;
  views: number;
  entries: number;
  referrers: Referrer[];
}

export interface IssueFigures {
  id: string;
  slug: string;
  subject: string;
  started_at: string;
  finished_at: string | null;
  recipients: number;
  skipped: number;
  unsubscribed: number;
}

export interface EpisodeFigures {
  id: string;
  slug: string;
  title: string;
  status: string;
  plays: number;
  completions: number;
  listeners: number;
}

export interface GrowthDay {
  day: string;
  subscribed: number;
  confirmed: number;
  unsubscribed: number;
  total: number;
}

export interface SubscriberGrowth {
  confirmed_before: number;
  confirmed_after: number;
  days: GrowthDay[];
}

export interface AnalysisFigures {
  articles: ArticleFigures[];
  issues: IssueFigures[];
  episodes: EpisodeFigures[];
  growth: SubscriberGrowth;
}

const count = isWholeNumber;
const isArticles = arrayOf(
  hasFields<ArticleFigures>({
    id: isString,
    slug: isString,
    title: isString,
    status: isString,
    published_at: orNull(isString),
    views: count,
    entries: count,
    referrers: arrayOf(hasFields<Referrer>({ value: isString, visits: count })),
  }),
);
const isIssues = arrayOf(
  hasFields<IssueFigures>({
    id: isString,
    slug: isString,
    subject: isString,
    started_at: isString,
    finished_at: orNull(isString),
    recipients: count,
    skipped: count,
    unsubscribed: count,
  }),
);
const isEpisodes = arrayOf(
  hasFields<EpisodeFigures>({
    id: isString,
    slug: isString,
    title: isString,
    status: isString,
    plays: count,
    completions: count,
    listeners: count,
  }),
);
const isGrowth = hasFields<SubscriberGrowth>({
  confirmed_before: count,
  confirmed_after: count,
  days: arrayOf(hasFields<GrowthDay>({ day: isString, subscribed: count, confirmed: count, unsubscribed: count, total: count })),
});

/** Every figure of /publishing-analysis for the range, asked of the database at once. */
export async function loadAnalysisFigures(range: DayRange, timeZone: string): Promise<AnalysisFigures> {
  const [articles, issues, episodes, growth] = await Promise.all([
    consoleFigures('admin_publishing_articles', range, timeZone, isArticles, '[{slug, title, views, entries, referrers}]'),
    consoleFigures('admin_publishing_issues', range, timeZone, isIssues, '[{subject, recipients, skipped, unsubscribed}]'),
    consoleFigures('admin_publishing_episodes', range, timeZone, isEpisodes, '[{slug, title, plays, completions, listeners}]'),
    consoleFigures('admin_subscriber_growth', range, timeZone, isGrowth, '{confirmed_before, confirmed_after, days}'),
  ]);
  return { articles, issues, episodes, growth };
}
