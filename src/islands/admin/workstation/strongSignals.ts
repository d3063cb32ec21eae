/**
 * Strong signals of the last seven days that no brief uses yet, for the workstation's "Needs
 * attention": a signal of strength 4 or 5 is worth a decision (a brief, or letting it go) while it
 * is fresh. The link opens the briefs, where a new brief is composed from chosen signals.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { addDays, ownerDate } from '../../../lib/ownerDays.ts';
import type { AttentionItem } from './attentionItem.ts';

export const strongSignalDays = 7;
export const strongSignalStrength = 4;

export interface RecentSignal {
  id: string;
  title: string;
  strength: number;
  signalOn: string;
}

/** The attention items of strong recent signals not in `briefed`, strongest and newest first. */
export function strongSignalItems(signals: readonly RecentSignal[], briefed: ReadonlySet<string>, today: string): AttentionItem[] {
  const since = addDays(today, 1 - strongSignalDays);
  return signals
    .filter((signal) => signal.strength >= strongSignalStrength && signal.signalOn >= since && !briefed.has(signal.id))
    .sort((a, b) => b.strength - a.strength || b.signalOn.localeCompare(a.signalOn))
    .map((signal) => ({
      kind: 'signal',
      id: signal.id,
      text: `Strong signal not in a brief yet: ${signal.title}`,
      detail: `Strength ${signal.strength}, ${signal.signalOn}`,
      href: '/intelligence',
    }));
}

export async function strongSignals(timeZone: string, now: number): Promise<AttentionItem[]> {
  const supabase = await getSupabase();
  const today = ownerDate(timeZone, now);
  const { data, error } = await supabase
    .from('signals')
    .select('id, title, strength, signal_on')
    .gte('strength', strongSignalStrength)
    .gte('signal_on', addDays(today, 1 - strongSignalDays))
    .order('strength', { ascending: false })
    .order('signal_on', { ascending: false })
    .limit(20);
  if (error) throw new Error(`Signals could not be read: ${error.message}`);
  const signals = (data ?? []).map((row) => ({
    id: String(row.id),
    title: String(row.title),
    strength: Number(row.strength),
    signalOn: String(row.signal_on),
  }));
  if (signals.length === 0) return [];
  const items = await supabase
    .from('brief_items')
    .select('signal_id')
    .in(
      'signal_id',
      signals.map((signal) => signal.id),
    );
  if (items.error) throw new Error(`Briefs could not be read: ${items.error.message}`);
  return strongSignalItems(signals, new Set((items.data ?? []).map((item) => String(item.signal_id))), today);
}
