import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { adminEmail } from '../visitor/support/actors.ts';

/**
 * What the briefs tool lists: the briefs with their source counts, and the signals a brief may
 * gather, found by every word of the title and by one tag. A deleted signal leaves the brief's
 * count and keeps its text.
 */
let test: TestBackend;
let admin: TestUser;
const brief = '00000000-0000-4000-8000-0000000b1ef1';
const kept = '00000000-0000-4000-8000-0000000b1ef2';
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail] });
  admin = await createTestUser(test, adminEmail);
  await test.backend.deps.db.exec(`
    insert into public.signals (id, title, url, tags, signal_on) values
      ('${kept}', 'Governance of AI pilots in banks', 'https://example.com/a', '{finance,soc-13}', '2026-11-20'),
      (gen_random_uuid(), 'Pilot programmes: a governance checklist', 'https://example.com/b', '{governance}', '2026-11-21'),
      (gen_random_uuid(), 'Chip prices fall', 'https://example.com/c', '{hardware}', '2026-11-22');
    insert into public.kb_notes (id, title) values ('00000000-0000-4000-8000-0000000b1ef3', 'A note');
    insert into public.briefs (id, title, body_md) values ('${brief}', 'Banks and pilots', '# Banks and pilots'), (gen_random_uuid(), 'Empty', '');
    insert into public.brief_items (brief_id, position, signal_id, note_id) values
      ('${brief}', 0, '${kept}', null), ('${brief}', 1, null, '00000000-0000-4000-8000-0000000b1ef3');`);
}, backendStartTimeout);
afterAll(() => test.stop());

const choices = async (args: Record<string, unknown>) => {
  const { data, error } = await admin.client.rpc('brief_signal_choices', args);
  if (error) throw new Error(error.message);
  return (data as { title: string }[]).map((row) => row.title);
};

describe('the signals a brief may gather', () => {
  it('holds every word typed, in any order and case, newest first', async () => {
    expect(await choices({ p_query: 'GOVERNANCE pilot' })).toEqual([
      'Pilot programmes: a governance checklist',
      'Governance of AI pilots in banks',
    ]);
    expect(await choices({ p_query: '' })).toHaveLength(3);
    expect(await choices({ p_query: 'pilot quantum' })).toEqual([]);
  });

  it('narrows to a tag, and answers a hostile query without an error', async () => {
    expect(await choices({ p_query: 'pilot', p_tag: 'SOC-13' })).toEqual(['Governance of AI pilots in banks']);
    expect(await choices({ p_query: `%_\\'"&|!${'x'.repeat(10_000)}`, p_tag: null })).toEqual([]);
  });

  it('refuses a page of more than 100', async () => {
    const { error } = await admin.client.rpc('brief_signal_choices', { p_limit: 101 });
    expect(error?.code).toBe('22023');
  });
});

describe('the list of briefs', () => {
  it('counts each brief’s sources, and a deleted signal leaves the count but not the text', async () => {
    const counts = async () => {
      const { data } = await admin.client.rpc('brief_summaries');
      return Object.fromEntries((data as { title: string; items: number }[]).map((row) => [row.title, Number(row.items)]));
    };
    expect(await counts()).toEqual({ 'Banks and pilots': 2, Empty: 0 });
    await admin.client.from('signals').delete().eq('id', kept);
    expect(await counts()).toEqual({ 'Banks and pilots': 1, Empty: 0 });
    const { data } = await admin.client.from('briefs').select('body_md').eq('id', brief).single();
    expect(data?.body_md).toBe('# Banks and pilots');
  });
});
