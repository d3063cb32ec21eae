/**
 * What needs the owner now: new leads (messages nobody has answered), open tasks due today or
 * earlier, pieces due soon (duePieces.ts) and strong signals of the week not in a brief yet
 * (strongSignals.ts), read from the database in one call; and the failing checks of the live
 * system, which take as long as the slowest part answers, so they join the list when they arrive.
 * The database reads each source on its own, so a part that cannot be read is named in the list
 * instead of hiding the others.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { ownerDate } from '../../../lib/ownerDays.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';
import type { AttentionItem } from './attentionItem.ts';
import { duePieceItems, dueSoonMs, type PlannedPiece } from './duePieces.ts';
import { strongSignalItems, strongSignalsSince } from './strongSignals.ts';

export interface AttentionList {
  items: AttentionItem[];
  /** Sources that could not be read, with what went wrong. */
  unreadable: string[];
}

/** admin_workstation_attention's answer: each source's rows, and the sources it could not read. */
interface AttentionRows {
  leads: { id: string; name: string; organisation: string; created_at: string }[];
  tasks: { id: string; title: string; due_on: string }[];
  pieces: { kind: PlannedPiece['kind']; id: string; title: string; status: PlannedPiece['status']; publish_at: string }[];
  signals: { id: string; title: string; strength: number; signal_on: string }[];
  unreadable: { part: keyof typeof sourceNames; message: string }[];
}

const sourceNames = { leads: 'new leads', tasks: 'tasks', pieces: 'pieces due', signals: 'strong signals' } as const;

function leadItems(leads: AttentionRows['leads'], timeZone: string): AttentionItem[] {
  return leads.map((lead) => ({
    kind: 'lead',
    id: lead.id,
    text: `New lead: ${[lead.name, lead.organisation].filter(Boolean).join(', ')}`,
    detail: `Unanswered since ${ownerDate(timeZone, Date.parse(lead.created_at))}`,
    href: '/enterprise-ecosystem',
  }));
}

function taskItems(tasks: AttentionRows['tasks'], today: string): AttentionItem[] {
  return tasks.map((task) => ({
    kind: 'task',
    id: task.id,
    text: `Task: ${task.title}`,
    detail: task.due_on === today ? 'Due today' : `Overdue since ${task.due_on}`,
    href: '/admin/collaboration-zone',
  }));
}

/** `ok` is null for a part with nothing to check (a provider not configured): only false is a failure. */
interface Check {
  id: string;
  name: string;
  ok: boolean | null;
  detail?: string;
}

export async function failingChecks(): Promise<AttentionItem[]> {
  const answer = (await callAdminFunction('system-status')) as { checks?: Check[] };
  return (answer.checks ?? [])
    .filter((check) => check.ok === false)
    .map((check) => ({
      kind: 'check',
      id: check.id,
      text: `Failing check: ${check.name}`,
      detail: check.detail ?? '',
      href: '/system-status',
    }));
}

/** `today` and the leads' dates are the owner's, in `timeZone`. */
export async function needsAttention(timeZone: string, now: number): Promise<AttentionList> {
  const today = ownerDate(timeZone, now);
  const { data, error } = await (await getSupabase()).rpc('admin_workstation_attention', {
    p_today: today,
    p_due_until: new Date(now + dueSoonMs).toISOString(),
    p_signals_since: strongSignalsSince(today),
  });
  if (error) throw new Error(`What needs attention could not be read: ${error.message}`);
  const rows = data as AttentionRows;
  const pieces = rows.pieces.map((piece) => ({ ...piece, publishAt: piece.publish_at }));
  const signals = rows.signals.map((signal) => ({ ...signal, signalOn: signal.signal_on }));
  return {
    items: [
      ...leadItems(rows.leads, timeZone),
      ...taskItems(rows.tasks, today),
      ...duePieceItems(pieces, timeZone, now),
      ...strongSignalItems(signals, today),
    ],
    unreadable: rows.unreadable.map(({ part, message }) => `${sourceNames[part]}: ${message}`),
  };
}
