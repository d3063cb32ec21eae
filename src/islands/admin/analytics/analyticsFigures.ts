import { arrayOf, hasFields, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import type { DayRange } from '../../../lib/ownerDays.ts';
import { consoleFigures } from './consoleFigures.ts';

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
export async function loadSiteAnalytics(range: DayRange, timeZone: string): Promise<SiteAnalytics> {
  const [overview, topPages, entryPages, referrers, utm, devices, goals] = await Promise.all([
    consoleFigures('admin_analytics_overview', range, timeZone, isOverview, '{visitors, visits, page_views, views_per_visit, days}'),
    consoleFigures('admin_analytics_top_pages', range, timeZone, isPages, '[{route, page_views}]'),
    consoleFigures('admin_analytics_entry_pages', range, timeZone, isShares, shares),
    consoleFigures('admin_analytics_referrers', range, timeZone, isShares, shares),
    consoleFigures('admin_analytics_utm', range, timeZone, isUtm, '{sources, mediums, campaigns}'),
    consoleFigures('admin_analytics_devices', range, timeZone, isShares, shares),
    consoleFigures('admin_analytics_goals', range, timeZone, isGoals, '{goals}'),
  ]);
  return { overview, topPages, entryPages, referrers, utm, devices, goals };
}
