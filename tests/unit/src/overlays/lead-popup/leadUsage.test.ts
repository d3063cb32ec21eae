import { describe, expect, it, vi } from 'vitest';
import { leadUsageRequest, mayRecordLeadUsage, sendLeadUsage } from '../../../../../src/overlays/lead-popup/leadUsage.ts';

const backend = { url: 'https://project.example/', anonKey: 'public-anon-key' };
const row = { feature: 'lead_scroll', session_id: 'session-1234' } as const;

describe('the lead usage row', () => {
  it('needs analytics consent; marketing alone or no answer is not enough', () => {
    expect(mayRecordLeadUsage({ analytics: true, personalization: false, marketing: false })).toBe(true);
    expect(mayRecordLeadUsage({ analytics: false, personalization: true, marketing: true })).toBe(false);
    expect(mayRecordLeadUsage(null)).toBe(false);
  });

  it('is a REST insert into feature_usage as the anonymous role, carrying its idempotency id', () => {
    const [address, init] = leadUsageRequest(backend, row, 'event-1');
    expect(address).toBe('https://project.example/rest/v1/feature_usage');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ apikey: 'public-anon-key', Authorization: 'Bearer public-anon-key', Prefer: 'return=minimal' });
    expect(JSON.parse(String(init.body))).toEqual({ client_event_id: 'event-1', feature: 'lead_scroll', session_id: 'session-1234' });
  });

  it('retries a server failure once with the same id, then reports it without rejecting', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    const logFailure = vi.fn();
    const ids = ['event-1', 'event-2'];
    await expect(sendLeadUsage({ backend, fetch, randomId: () => ids.shift()!, logFailure }, row)).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    const bodies = fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).client_event_id);
    expect(bodies).toEqual(['event-1', 'event-1']);
    expect(logFailure).toHaveBeenCalledOnce();
  });

  it('does not repeat a refused row, and succeeds on the first confirmed answer', async () => {
    const refused = vi.fn(async () => new Response(null, { status: 400 }));
    await sendLeadUsage({ backend, fetch: refused, randomId: () => 'event-1', logFailure: () => {} }, row);
    expect(refused).toHaveBeenCalledOnce();
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(null, { status: 201 }));
    await expect(sendLeadUsage({ backend, fetch: flaky, randomId: () => 'event-2' }, row)).resolves.toBe(true);
  });
});
