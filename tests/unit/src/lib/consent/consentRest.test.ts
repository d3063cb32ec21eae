import { describe, expect, it, vi } from 'vitest';
import type { ConsentWrite } from '../../../../../src/lib/consent/outbox.ts';
import { consentWriteSender } from '../../../../../src/lib/consent/consentRest.ts';

const backend = { url: 'https://project.example', anonKey: 'anon-key' };
const record: ConsentWrite = { id: 'w-1', table: 'user_consent', row: { session_id: 'session-0001', analytics_consent: true } };
const logEntry: ConsentWrite = { id: 'w-2', table: 'consent_log', row: { client_event_id: 'w-2', session_id: 'session-0001' } };

function fakeFetch(status: number) {
  return vi.fn<typeof fetch>(async () => new Response(null, { status }));
}

describe('consent writes over REST', () => {
  it('upserts the record on session_id and inserts the log ignoring a repeated id, with the anon key', async () => {
    const fetcher = fakeFetch(201);
    const send = consentWriteSender(fetcher, backend);
    await send(record);
    await send(logEntry);
    const [[recordUrl, recordInit], [logUrl, logInit]] = fetcher.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(recordUrl).toBe('https://project.example/rest/v1/user_consent?on_conflict=session_id');
    expect(recordInit.headers).toMatchObject({
      apikey: 'anon-key',
      authorization: 'Bearer anon-key',
      prefer: 'resolution=merge-duplicates,return=minimal',
    });
    expect(JSON.parse(recordInit.body as string)).toEqual(record.row);
    expect(logUrl).toBe('https://project.example/rest/v1/consent_log?on_conflict=client_event_id');
    expect(logInit.headers).toMatchObject({ prefer: 'resolution=ignore-duplicates,return=minimal' });
  });

  it('fails on answers worth retrying, so the outbox keeps the write', async () => {
    for (const status of [500, 503, 429, 408]) {
      await expect(consentWriteSender(fakeFetch(status), backend)(record)).rejects.toThrow(String(status));
    }
  });

  it('lets go of a write the backend refuses for good, with a warning, so later writes are not blocked', async () => {
    const warn = vi.fn();
    await expect(consentWriteSender(fakeFetch(400), backend, { warn })(logEntry)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('consent_log'));
  });
});
