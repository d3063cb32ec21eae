import { arrayOf, hasFields, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import { figureSet } from '../analytics/consoleFigures.ts';

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
export const loadAnalysisFigures = figureSet<AnalysisFigures>({
  articles: ['admin_publishing_articles', isArticles, '[{slug, title, views, entries, referrers}]'],
  issues: ['admin_publishing_issues', isIssues, '[{subject, recipients, skipped, unsubscribed}]'],
  episodes: ['admin_publishing_episodes', isEpisodes, '[{slug, title, plays, completions, listeners}]'],
  growth: ['admin_subscriber_growth', isGrowth, '{confirmed_before, confirmed_after, days}'],
});
