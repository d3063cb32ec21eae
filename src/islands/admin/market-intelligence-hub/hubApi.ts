import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import type { DayRange } from '../../../lib/ownerDays.ts';

export interface TagWeek {
  week: string;
  tag: string;
  signals: number;
}

export interface TagCount {
  tag: string;
  signals: number;
}

export interface StrongSignal {
  id: string;
  title: string;
  url: string | null;
  source: string;
  signal_on: string;
  strength: number;
  tags: string[];
}

export interface LatestBrief {
  id: string;
  title: string;
  status: 'draft' | 'final';
  updated_at: string;
}

export interface HubFigures {
  weeks: TagWeek[];
  tags: TagCount[];
  strongest: StrongSignal[];
  briefs: LatestBrief[];
}

/** How many tags the chart draws: more lines than this are a tangle, not a trend. */
export const chartedTags = 8;
const strongestShown = 10;
const briefsShown = 5;

function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not load ${what}: ${error.message}`);
}

/**
 * Everything the hub shows: the weekly counts and the tags of `chart` (counted in SQL), the
 * strongest signals of `recent`, and the latest briefs.
 */
export async function loadHubFigures(chart: DayRange, recent: DayRange): Promise<HubFigures> {
  const client = await getSupabase();
  const [weeks, tags, strongest, briefs] = await Promise.all([
    client.rpc('signal_tag_weeks', { p_from: chart.from, p_to: chart.to, p_tags: chartedTags }),
    client.rpc('signal_tag_counts', { p_from: chart.from, p_to: chart.to }),
    client
      .from('signals')
      .select('id, title, url, source, signal_on, strength, tags')
      .gte('signal_on', recent.from)
      .lte('signal_on', recent.to)
      .order('strength', { ascending: false })
      .order('signal_on', { ascending: false })
      .order('created_at', { ascending: false })
      .limit(strongestShown),
    client.from('briefs').select('id, title, status, updated_at').order('updated_at', { ascending: false }).limit(briefsShown),
  ]);
  if (weeks.error) throw failed('the signals per week', weeks.error);
  if (tags.error) throw failed('the tags', tags.error);
  if (strongest.error) throw failed('the strongest signals', strongest.error);
  if (briefs.error) throw failed('the latest briefs', briefs.error);
  return {
    weeks: weeks.data as TagWeek[],
    tags: tags.data as TagCount[],
    strongest: strongest.data as StrongSignal[],
    briefs: briefs.data as LatestBrief[],
  };
}
