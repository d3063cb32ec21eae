/**
 * Strong signals of the last seven days that no brief uses yet, for the workstation's "Needs
 * attention": a signal of strength 4 or 5 is worth a decision (a brief, or letting it go) while it
 * is fresh. The link opens the briefs, where a new brief is composed from chosen signals.
 */
import { addDays } from '../../../lib/ownerDays.ts';
import type { AttentionItem } from './attentionItem.ts';

export const strongSignalDays = 7;
// admin_workstation_attention reads signals of this strength and up, in the same seven days.
export const strongSignalStrength = 4;

export interface RecentSignal {
  id: string;
  title: string;
  strength: number;
  signalOn: string;
}

/** The first day a signal counts as recent, `today` being the owner's. */
export const strongSignalsSince = (today: string) => addDays(today, 1 - strongSignalDays);

/** The attention items of strong recent signals (none of which a brief uses), strongest and newest first. */
export function strongSignalItems(signals: readonly RecentSignal[], today: string): AttentionItem[] {
  const since = strongSignalsSince(today);
  return signals
    .filter((signal) => signal.strength >= strongSignalStrength && signal.signalOn >= since)
    .sort((a, b) => b.strength - a.strength || b.signalOn.localeCompare(a.signalOn))
    .map((signal) => ({
      kind: 'signal',
      id: signal.id,
      text: `Strong signal not in a brief yet: ${signal.title}`,
      detail: `Strength ${signal.strength}, ${signal.signalOn}`,
      href: '/intelligence',
    }));
}
