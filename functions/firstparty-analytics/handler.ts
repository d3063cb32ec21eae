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
import { firstPartyBodySchema, maxBodyBytes } from './schema.ts';
import { storeEvent } from './storeEvent.ts';

/**
 * firstparty-analytics: POST `{ type, session_id, payload, context, event_id? }` (JSON, or
 * text/plain from sendBeacon, which sends no key) → 202
 * `{ stored: true }`, `{ stored: false, duplicate: true }` when that event_id is already stored,
 * or `{ stored: false }` for an obvious bot. 400/413/415 on bad input, 429 with Retry-After past
 * the per-address limit. No IP address is stored.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  if (isBotUserAgent(request.headers.get('user-agent'))) return accepted({ stored: false });
  const visitor = visitorEnv(env);
  const service = serviceClient(visitor);
  const limited = await rateLimited(service, visitor, [{ rule: analyticsRateRule, value: platformAddress(request) }]);
  if (limited) return limited;
  const body = await readJsonBody(acceptsJsonText(request), firstPartyBodySchema, maxBodyBytes);
  if (isBotUserAgent(body.context.user_agent)) return accepted({ stored: false });
  const row = {
    type: body.type,
    session_id: body.session_id,
    payload: body.payload,
    context: body.context,
    client_event_id: body.event_id ?? null,
  };
  const { data, error, status } = await storeEvent(visitor, row);
  if (error) throw databaseFailure('storing a first-party event', { error, status });
  return data ? accepted({ stored: true }) : accepted({ stored: false, duplicate: true });
});
