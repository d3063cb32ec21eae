import { describe, expect, it, vi } from 'vitest';
import { readStaticPageSwitches } from '../../../../../src/lib/site-switches/staticPageSwitches.ts';

const env = { PUBLIC_SUPABASE_URL: 'https://project.supabase.test', PUBLIC_SUPABASE_ANON_KEY: 'anon-key' };

describe('readStaticPageSwitches', () => {
  it('asks the backend once with the anon key and bakes in its answer', async () => {
    const fetch = vi.fn(async () => Response.json({ lead_popups: false }));
    const log = vi.fn();
    expect(await readStaticPageSwitches({ env, fetch, log })).toEqual({ leadPopups: false });
    expect(fetch).toHaveBeenCalledWith(
      'https://project.supabase.test/rest/v1/rpc/static_page_switches',
      expect.objectContaining({ method: 'POST' }),
    );
    expect((fetch.mock.calls[0] as unknown[])[1]).toMatchObject({ headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } });
    expect(log).toHaveBeenCalledWith('Site switches read from https://project.supabase.test: lead popups off.');
  });

  it('keeps the popups on, and says why, when the backend cannot be reached or answers otherwise', async () => {
    const log = vi.fn();
    const unreachable = vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(await readStaticPageSwitches({ env, fetch: unreachable, log })).toEqual({ leadPopups: true });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('connect ECONNREFUSED'));
    const missing = vi.fn(async () => Response.json({ message: 'not found' }, { status: 404 }));
    expect(await readStaticPageSwitches({ env, fetch: missing, log })).toEqual({ leadPopups: true });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('answered 404'));
  });

  it('asks the site’s own origin when no hosted backend is configured', async () => {
    const fetch = vi.fn(async () => Response.json({ lead_popups: true }));
    await readStaticPageSwitches({ env: { PUBLIC_SITE_URL: 'http://localhost:4321' }, fetch, log: () => {} });
    expect(fetch).toHaveBeenCalledWith('http://localhost:4321/rest/v1/rpc/static_page_switches', expect.anything());
  });
});
