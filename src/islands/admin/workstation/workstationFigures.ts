/**
 * The workstation's figures for today and the last seven of the owner's days. Visitors and page
 * views come from admin_analytics_overview, the function /analytics reads, so the two pages
 * agree for the same range; the rest from admin_workstation_figures. Both count in SQL.
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

async function rpc(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await (await getSupabase()).rpc(name, args);
  if (error) throw new Error(`The figures could not be loaded (${name}): ${error.message}`);
  return (data ?? {}) as Record<string, unknown>;
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

export async function rangeFigures(range: DayRange, timeZone: string): Promise<RangeFigures> {
  const args = { p_from: range.from, p_to: range.to, p_time_zone: timeZone };
  const [traffic, figures] = await Promise.all([rpc('admin_analytics_overview', args), rpc('admin_workstation_figures', args)]);
  return {
    range,
    visitors: count(traffic.visitors),
    pageViews: count(traffic.page_views),
    confirmedSubscribers: count(figures.confirmed_subscribers),
    unansweredMessages: count(figures.unanswered_messages),
    completedAssessments: count(figures.completed_assessments),
    consentChoices: count(figures.consent_choices),
    consentAcceptRate:
      figures.consent_accept_rate === null || figures.consent_accept_rate === undefined ? null : count(figures.consent_accept_rate),
  };
}

export async function workstationFigures(timeZone: string, now: number): Promise<{ today: RangeFigures; week: RangeFigures }> {
  const [today, week] = await Promise.all([
    rangeFigures(lastDays(1, timeZone, now), timeZone),
    rangeFigures(lastDays(7, timeZone, now), timeZone),
  ]);
  return { today, week };
}
