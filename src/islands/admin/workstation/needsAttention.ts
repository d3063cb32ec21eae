/**
 * What needs the owner now: new leads (messages nobody has answered), open tasks due today or
 * earlier, pieces due soon (duePieces.ts) and strong signals of the week not in a brief yet
 * (strongSignals.ts), read from the database; and the failing checks of the live system, which
 * take as long as the slowest part answers, so they join the list when they arrive. Each source
 * loads on its own, so a part that cannot be read is named in the list instead of hiding the others.
 */
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';
import { ownerDate } from '../../../lib/ownerDays.ts';
import type { AttentionItem } from './attentionItem.ts';
import { duePieces } from './duePieces.ts';
import { strongSignals } from './strongSignals.ts';

export interface AttentionList {
  items: AttentionItem[];
  /** Sources that could not be read, with what went wrong. */
  unreadable: string[];
}

async function newLeads(timeZone: string): Promise<AttentionItem[]> {
  const { data, error } = await (await getSupabase())
    .from('leads')
    .select('id, name, organisation, created_at')
    .eq('stage', 'new')
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw new Error(`New leads could not be read: ${error.message}`);
  return (data ?? []).map((lead) => ({
    kind: 'lead',
    id: String(lead.id),
    text: `New lead: ${[lead.name, lead.organisation].filter(Boolean).join(', ')}`,
    detail: `Unanswered since ${ownerDate(timeZone, Date.parse(String(lead.created_at)))}`,
    href: '/enterprise-ecosystem',
  }));
}

async function dueTasks(today: string): Promise<AttentionItem[]> {
  const { data, error } = await (await getSupabase())
    .from('tasks')
    .select('id, title, due_on')
    .is('done_at', null)
    .lte('due_on', today)
    .order('due_on', { ascending: true })
    .limit(20);
  if (error) throw new Error(`Tasks could not be read: ${error.message}`);
  return (data ?? []).map((task) => ({
    kind: 'task',
    id: String(task.id),
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
  const sources = await Promise.allSettled([
    newLeads(timeZone),
    dueTasks(ownerDate(timeZone, now)),
    duePieces(timeZone, now),
    strongSignals(timeZone, now),
  ]);
  const names = ['new leads', 'tasks', 'pieces due', 'strong signals'];
  return {
    items: sources.flatMap((source) => (source.status === 'fulfilled' ? source.value : [])),
    unreadable: sources.flatMap((source, index) =>
      source.status === 'rejected'
        ? [`${names[index]}: ${source.reason instanceof Error ? source.reason.message : String(source.reason)}`]
        : [],
    ),
  };
}
