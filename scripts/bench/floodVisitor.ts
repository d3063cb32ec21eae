import type { loopbackClient, TimedAnswer } from './loopbackClient.ts';

const writeEveryMs = 2_000;

/**
 * The measured client of `npm run bench:flood`, using the API as a visitor's page does: REST reads
 * (rpc is_admin) back to back, and a consent log row every two seconds, for `durationMs`.
 */
export async function visitFor(
  visitor: ReturnType<typeof loopbackClient>,
  headers: Record<string, string>,
  durationMs: number,
): Promise<{ all: TimedAnswer[]; writes: TimedAnswer[] }> {
  const all: TimedAnswer[] = [];
  const writes: TimedAnswer[] = [];
  const startedAt = performance.now();
  let nextWriteAt = startedAt;
  while (performance.now() - startedAt < durationMs) {
    if (performance.now() >= nextWriteAt) {
      nextWriteAt += writeEveryMs;
      const answer = await visitor.send({ method: 'POST', path: '/rest/v1/consent_log', headers, body: JSON.stringify(consentRow()) });
      writes.push(answer);
      all.push(answer);
    } else all.push(await visitor.send({ method: 'POST', path: '/rest/v1/rpc/is_admin', headers, body: '{}' }));
  }
  return { all, writes };
}

const consentRow = () => ({
  client_event_id: crypto.randomUUID(),
  session_id: 'visitor-session-0001',
  action: 'accept_all',
  analytics_consent: true,
  personalization_consent: true,
  marketing_consent: true,
  privacy_notice_version: '2025-11',
});
