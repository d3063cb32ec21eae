import { arrayOf, hasFields, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import { figureSet } from './consoleFigures.ts';

export interface DayFigures {
  day: string;
  visitors: number;
  visits: number;
  page_views: number;
}

export interface Overview {
  visitors: number;
  visits: number;
  page_views: number;
  views_per_visit: number;
  days: DayFigures[];
}

export interface PageViews {
  route: string;
  page_views: number;
}

/** Visits grouped by one of their start attributes (entry page, referrer, campaign tag, device). */
export interface VisitShare {
  value: string;
  visits: number;
}

export interface Goal {
  goal: string;
  conversions: number;
  sessions: number | null;
}

export interface SiteAnalytics {
  overview: Overview;
  topPages: PageViews[];
  entryPages: VisitShare[];
  referrers: VisitShare[];
  utm: { sources: VisitShare[]; mediums: VisitShare[]; campaigns: VisitShare[] };
  devices: VisitShare[];
  goals: { goals: Goal[] };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDay = hasFields<DayFigures>({ day: isString, visitors: isWholeNumber, visits: isWholeNumber, page_views: isWholeNumber });
const isOverview = hasFields<Overview>({
  visitors: isWholeNumber,
  visits: isWholeNumber,
  page_views: isWholeNumber,
  views_per_visit: isNumber,
  days: arrayOf(isDay),
});
const isShares = arrayOf(hasFields<VisitShare>({ value: isString, visits: isWholeNumber }));
const isPages = arrayOf(hasFields<PageViews>({ route: isString, page_views: isWholeNumber }));
const isUtm = hasFields<SiteAnalytics['utm']>({ sources: isShares, mediums: isShares, campaigns: isShares });
const isGoals = hasFields<SiteAnalytics['goals']>({
  goals: arrayOf(hasFields<Goal>({ goal: isString, conversions: isWholeNumber, sessions: orNull(isWholeNumber) })),
});
const shares = '[{value, visits}]';

/** Every figure of /analytics for the range, asked of the database at once. */
export const loadSiteAnalytics = figureSet<SiteAnalytics>({
  overview: ['admin_analytics_overview', isOverview, '{visitors, visits, page_views, views_per_visit, days}'],
  topPages: ['admin_analytics_top_pages', isPages, '[{route, page_views}]'],
  entryPages: ['admin_analytics_entry_pages', isShares, shares],
  referrers: ['admin_analytics_referrers', isShares, shares],
  utm: ['admin_analytics_utm', isUtm, '{sources, mediums, campaigns}'],
  devices: ['admin_analytics_devices', isShares, shares],
  goals: ['admin_analytics_goals', isGoals, '{goals}'],
});
