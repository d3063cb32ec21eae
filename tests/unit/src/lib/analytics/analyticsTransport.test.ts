import { describe, expect, it, vi } from 'vitest';
import type { FirstPartyBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { analyticsTransport } from '../../../../../src/lib/analytics/analyticsTransport.ts';

const backend = { url: 'https://project.example', anonKey: 'anon-key' };
const request = { events: [], batchId: '6f1c7c1e-1111-4222-8333-944455556666', timestamp: '2026-11-23T09:00:00.000Z' };

function transport(status = 202, beaconAccepted = true) {
  const fetcher = vi.fn<typeof fetch>(async () => new Response('{}', { status }));
  const beacon = vi.fn((_url: string, _data: Blob) => beaconAccepted);
  return { fetcher, beacon, calls: analyticsTransport({ fetcher, beacon, backend }) };
}

describe('analytics transport', () => {
  it('posts a batch to analytics-orchestrator and reads the outcome from the status', async () => {
    const { fetcher, calls } = transport(202);
    await expect(calls.sendBatch(request)).resolves.toBe('delivered');
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://project.example/functions/v1/analytics-orchestrator');
    expect(JSON.parse(init.body as string)).toEqual(request);
    await expect(transport(400).calls.sendBatch(request)).resolves.toBe('refused');
    await expect(transport(502).calls.sendBatch(request)).rejects.toThrow('502');
  });

  it('hands a batch to the beacon as text/plain JSON, which needs no headers', async () => {
    const { beacon, calls } = transport(202, false);
    expect(calls.beaconBatch(request)).toBe(false);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('https://project.example/functions/v1/analytics-orchestrator');
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual(request);
  });

  it('sends a first-party event with its idempotency id and fails on an error status', async () => {
    const body: FirstPartyBody = {
      type: 'page_view',
      session_id: 's-1',
      payload: { path: '/welcome', title: 'Welcome', referrer: null },
      context: { user_agent: 'UA', referrer: null, landing_page: 'https://site.example/welcome', locale: 'en-GB' },
    };
    const { fetcher, calls } = transport(202);
    await calls.sendFirstParty(body, 'event-1');
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://project.example/functions/v1/firstparty-analytics');
    expect(JSON.parse(init.body as string)).toEqual({ ...body, event_id: 'event-1' });
    await expect(transport(500).calls.sendFirstParty(body, 'event-2')).rejects.toThrow('500');
  });
});
