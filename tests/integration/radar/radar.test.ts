import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublishedRows } from '../../../src/lib/publishing/contentSource.ts';
import { publicRadarEntrySchema, publicRadarQuery } from '../../../src/lib/radar/publicRadarEntry.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let test: TestBackend;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  user = await createTestUser(test, 'reader@example.test');
}, backendStartTimeout);

afterAll(async () => {
  await test?.stop();
});

const addEntry = async (fields: Record<string, unknown>) => {
  const { data, error } = await admin.client
    .from('radar_entries')
    .insert({ quadrant: 'tools', ring: 'assess', rationale: 'Because.', ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  return String(data?.id);
};

describe('the technology radar', () => {
  it('gives the build the public, non-sample entries only, without the signals and notes behind them', async () => {
    const signal = (
      await test.backend.deps.db.query<{ id: string }>(`insert into public.signals (title) values ('A private signal title') returning id`)
    ).rows[0]?.id;
    await addEntry({ name: 'Public tool', public: true, signal_ids: [signal] });
    await addEntry({ name: 'Private tool', public: false });
    await test.backend.deps.db.query(
      `insert into public.radar_entries (name, quadrant, ring, public, is_sample) values ('Sample tool', 'tools', 'adopt', true, true)`,
    );

    const rows = await readPublishedRows({ url: test.url, key: test.serviceRoleKey }, 'radar_entries', publicRadarQuery);
    expect(rows.map((row) => publicRadarEntrySchema.parse(row).name)).toEqual(['Public tool']);
    expect(JSON.stringify(rows)).not.toMatch(/signal|note/);
  });

  it('moves an entry from assess to trial with its reason, and refuses a move without one or by anyone else', async () => {
    const id = await addEntry({ name: 'Moving tool' });
    const refusals = [
      await admin.client.rpc('move_radar_entry', { p_entry: id, p_ring: 'trial', p_reason: '  ' }),
      await admin.client.rpc('move_radar_entry', { p_entry: id, p_ring: 'assess', p_reason: 'Same ring.' }),
      await user.client.rpc('move_radar_entry', { p_entry: id, p_ring: 'trial', p_reason: 'Not mine to move.' }),
      await admin.client.from('radar_entries').update({ ring: 'trial' }).eq('id', id),
    ];
    for (const refusal of refusals) expect(refusal.error).not.toBeNull();

    const { data: move, error } = await admin.client.rpc('move_radar_entry', {
      p_entry: id,
      p_ring: 'trial',
      p_reason: 'Two teams ship with it.',
    });
    expect(error).toBeNull();
    expect(move).toMatchObject({ entry_id: id, from_ring: 'assess', to_ring: 'trial', reason: 'Two teams ship with it.' });
    const { data: entry } = await admin.client.from('radar_entries').select('ring').eq('id', id).single();
    expect(entry?.ring).toBe('trial');
    const { data: moves } = await admin.client.from('radar_moves').select('from_ring, to_ring').eq('entry_id', id);
    expect(moves).toEqual([{ from_ring: 'assess', to_ring: 'trial' }]);
  });
});
