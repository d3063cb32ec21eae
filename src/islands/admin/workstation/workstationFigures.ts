/**
 * The workstation's figures for today and the last seven of the owner's days, in one read
 * (admin_workstation_summary): visitors and page views as admin_analytics_overview counts them for
 * /analytics, so the two pages agree for the same range, and the rest the workstation alone shows.
 * Everything is counted in SQL.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { lastDays, type DayRange } from '../../../lib/ownerDays.ts';

export interface RangeFigures {
  range: DayRange;
  visitors: number;
  pageViews: number;
  confirmedSubscribers: number;
  unansweredMessages: number;
  completedAssessments: number;
  consentChoices: number;
  /** Share of consent choices that accepted everything; null when nobody chose. */
  consentAcceptRate: number | null;
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

function rangeFigures(range: DayRange, figures: Record<string, unknown>): RangeFigures {
  return {
    range,
    visitors: count(figures.visitors),
    pageViews: count(figures.page_views),
    confirmedSubscribers: count(figures.confirmed_subscribers),
    unansweredMessages: count(figures.unanswered_messages),
    completedAssessments: count(figures.completed_assessments),
    consentChoices: count(figures.consent_choices),
    consentAcceptRate:
      figures.consent_accept_rate === null || figures.consent_accept_rate === undefined ? null : count(figures.consent_accept_rate),
  };
}

export async function workstationFigures(timeZone: string, now: number): Promise<{ today: RangeFigures; week: RangeFigures }> {
  const today = lastDays(1, timeZone, now);
  const week = lastDays(7, timeZone, now);
  const { data, error } = await (await getSupabase()).rpc('admin_workstation_summary', {
    p_week_from: week.from,
    p_today: today.to,
    p_time_zone: timeZone,
  });
  if (error) throw new Error(`The figures could not be loaded (admin_workstation_summary): ${error.message}`);
  const ranges = (data ?? {}) as Record<'today' | 'week', Record<string, unknown> | undefined>;
  return { today: rangeFigures(today, ranges.today ?? {}), week: rangeFigures(week, ranges.week ?? {}) };
}
