import { readJsonBody } from '../_shared/body.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { platformAddress } from '../_shared/http/clientAddress.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { accepted } from '../_shared/visitor/accepted.ts';
import { analyticsRateRule } from '../_shared/visitor/analyticsLimits.ts';
import { acceptsJsonText } from '../_shared/visitor/acceptsJsonText.ts';
import { isBotUserAgent } from '../_shared/visitor/botUserAgent.ts';
import { rateLimited } from '../_shared/visitor/rateLimit.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { maxBatchBytes, orchestratorBodySchema } from './schema.ts';
import { storeBatch } from './storeBatch.ts';

/**
 * analytics-orchestrator: POST `{ events, batchId, timestamp }` (JSON, or text/plain from
 * sendBeacon) → 202 `{ stored: true }`, or `{ stored: false, duplicate: true }` for a batch id
 * already stored (a retry), `{ stored: false, paused: true }` while the owner has switched analytics
 * collection off (202, so the browser drops the batch instead of retrying it), or
 * `{ stored: false }` for an obvious bot. 400/413/415 on bad input.
 * 429 with Retry-After past the per-address limit. No IP address is stored; it is read only as
 * the key of a keyed hash for that limit.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  if (isBotUserAgent(request.headers.get('user-agent'))) return accepted({ stored: false });
  const visitor = visitorEnv(env);
  const service = serviceClient(visitor);
  const limited = await rateLimited(service, visitor, [{ rule: analyticsRateRule, value: platformAddress(request) }]);
  if (limited) return limited;
  const body = await readJsonBody(acceptsJsonText(request), orchestratorBodySchema, maxBatchBytes);
  if (body.events.some((event) => isBotUserAgent(event.data.userAgent))) return accepted({ stored: false });
  const { data, error, status } = await storeBatch(visitor, body);
  if (error) throw databaseFailure('store_analytics_batches', { error, status });
  if (data === 'paused') return accepted({ stored: false, paused: true });
  return data === 'stored' ? accepted({ stored: true }) : accepted({ stored: false, duplicate: true });
});
