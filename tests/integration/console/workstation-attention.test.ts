import { beforeAll, describe, expect, it } from 'vitest';
import { backendWithActors } from '../support/backendWithActors.ts';

/**
 * What needs the owner, in the one read the workstation makes before it draws: each source's rows
 * filtered in SQL, a source that cannot be read named while the others arrive, and nobody but the
 * admin answered.
 */
const setup = backendWithActors();
const { sql } = setup;

const today = '2026-11-26';
const args = { p_today: today, p_due_until: '2026-11-28T10:00:00Z', p_signals_since: '2026-11-20' };
const attention = async () => {
  const { data, error } = await setup.actors.admin.client.rpc('admin_workstation_attention', args);
  expect(error).toBeNull();
  return data as Record<'leads' | 'tasks' | 'pieces' | 'signals' | 'unreadable', Record<string, unknown>[]>;
};

beforeAll(async () => {
  for (const statement of [
    `insert into public.leads (name, organisation, stage, created_at) values
     ('Dana Whitfield', 'Harbour Bank', 'new', '2026-11-25T09:00:00Z'),
     ('Ravi Menon', '', 'replied', '2026-11-24T09:00:00Z')`,
    `insert into public.tasks (title, due_on, done_at) values
     ('Send the workshop outline', '2026-11-24', null),
     ('Due today', '2026-11-26', null),
     ('Due tomorrow', '2026-11-27', null),
     ('Already done', '2026-11-20', now())`,
    `insert into public.articles (slug, title, status, publish_at) values
     ('board-questions', 'Board questions', 'draft', '2026-11-25T08:00:00Z'),
     ('far-ahead', 'Far ahead', 'scheduled', '2026-12-20T08:00:00Z'),
     ('no-date', 'No date', 'draft', null)`,
    `insert into public.newsletter_issues (slug, subject, status, publish_at) values ('november-letter', 'November letter', 'scheduled', '2026-11-27T08:00:00Z')`,
    `insert into public.signals (title, strength, signal_on) values
     ('Claims triage agent', 5, '2026-11-24'),
     ('In a brief already', 5, '2026-11-25'),
     ('Too weak', 3, '2026-11-25'),
     ('Too old', 5, '2026-11-10')`,
    `insert into public.briefs (title) values ('Week 48')`,
    `insert into public.brief_items (brief_id, position, signal_id)
     select (select id from public.briefs where title = 'Week 48'), 0, id from public.signals where title = 'In a brief already'`,
  ]) {
    await sql(statement);
  }
});

describe("the workstation's attention list, in one read", () => {
  it('answers new leads, open tasks due by today, pieces planned up to the date given and strong unbriefed signals', async () => {
    const answer = await attention();
    expect(answer.leads.map((lead) => [lead.name, lead.organisation])).toEqual([['Dana Whitfield', 'Harbour Bank']]);
    expect(answer.tasks.map((task) => [task.title, task.due_on])).toEqual([
      ['Send the workshop outline', '2026-11-24'],
      ['Due today', '2026-11-26'],
    ]);
    expect(answer.pieces.map((piece) => [piece.kind, piece.title, piece.status])).toEqual([
      ['article', 'Board questions', 'draft'],
      ['issue', 'November letter', 'scheduled'],
    ]);
    expect(answer.signals.map((signal) => [signal.title, signal.strength])).toEqual([['Claims triage agent', 5]]);
    expect(answer.unreadable).toEqual([]);
  });

  it('names a source it cannot read and still answers the others', async () => {
    await sql('revoke select on public.tasks from authenticated');
    try {
      const answer = await attention();
      expect(answer.unreadable).toEqual([{ part: 'tasks', message: expect.stringContaining('permission denied') }]);
      expect(answer.tasks).toEqual([]);
      expect(answer.leads).toHaveLength(1);
      expect(answer.signals).toHaveLength(1);
    } finally {
      await sql('grant select on public.tasks to authenticated');
    }
  });

  it('refuses a user and a visitor, and a call without its dates', async () => {
    for (const client of [setup.actors.user.client, setup.actors.anon]) {
      const { data, error } = await client.rpc('admin_workstation_attention', args);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const { error } = await setup.actors.admin.client.rpc('admin_workstation_attention', { ...args, p_today: null });
    expect(error).toMatchObject({ code: '22023', message: 'expected p_today, p_due_until and p_signals_since' });
  });
});
