import { describe, expect, it, vi } from 'vitest';
import type { BatchRequest } from '../../../../../src/lib/analytics/batchRequest.ts';
import { analyticsTransport } from '../../../../../src/lib/analytics/analyticsTransport.ts';
import { context } from './support/visit.ts';

const backend = { url: 'https://project.example', anonKey: 'anon-key' };
const batch: BatchRequest = {
  to: 'analytics-orchestrator',
  body: { events: [], batchId: '6f1c7c1e-1111-4222-8333-944455556666', timestamp: '2026-11-23T09:00:00.000Z' },
};
const firstParty: BatchRequest = {
  to: 'firstparty-analytics',
  body: {
    type: 'page_view',
    session_id: 's-1',
    payload: { path: '/welcome', title: 'Welcome', referrer: null },
    context,
    event_id: '0b4c2a9e-2222-4333-8444-a55566667777',
  },
};

function transport(status = 202, beaconAccepted = true) {
  const fetcher = vi.fn<typeof fetch>(async () => new Response('{}', { status }));
  const beacon = vi.fn((_url: string, _data: Blob) => beaconAccepted);
  return { fetcher, beacon, calls: analyticsTransport({ fetcher, beacon, backend }) };
}

describe('analytics transport', () => {
  it('posts each request to the function it names, with the anon key, and reads the outcome from the status', async () => {
    for (const request of [batch, firstParty]) {
      const { fetcher, calls } = transport(202);
      await expect(calls.sendBatch(request)).resolves.toBe('delivered');
      const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
      expect(url).toBe(`https://project.example/functions/v1/${request.to}`);
      expect(new Headers(init.headers).get('apikey')).toBe('anon-key');
      expect(JSON.parse(init.body as string)).toEqual(request.body);
      await expect(transport(400).calls.sendBatch(request)).resolves.toBe('refused');
      await expect(transport(502).calls.sendBatch(request)).rejects.toThrow('502');
    }
  });

  it('hands each request to the beacon of the function it names as text/plain JSON, which needs no headers', async () => {
    for (const request of [batch, firstParty]) {
      const { beacon, calls } = transport(202, false);
      expect(calls.beaconBatch(request)).toBe(false);
      const [url, blob] = beacon.mock.calls[0]!;
      expect(url).toBe(`https://project.example/functions/v1/${request.to}`);
      expect(blob.type).toBe('text/plain');
      expect(JSON.parse(await blob.text())).toEqual(request.body);
    }
  });
});
