import { readJsonBody } from '../_shared/body.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { platformAddress } from '../_shared/http/clientAddress.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { rateLimited } from '../_shared/visitor/rateLimit.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { contactRateRules } from './limits.ts';
import { ownerMail } from './ownerMail.ts';
import { repeatsLatestMessage } from './repeatedMessage.ts';
import { contactBodySchema } from './schema.ts';

/**
 * contact-submit: POST `{ name, email, message, website }` → 200 `{ ok: true }` once the message
 * is stored; it is then mailed to the owner (CONTACT_TO, else the first ADMIN_EMAILS address).
 * A filled honeypot (`website`) gets the same answer and nothing is stored. 400 with the field
 * that is wrong, 429 with Retry-After when rate limited. The same message sent again is stored once.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const body = await readJsonBody(request, contactBodySchema, 16 * 1024);
  if (body.website?.trim()) return Response.json({ ok: true });
  const visitor = visitorEnv(env);
  const service = serviceClient(visitor);
  const limited = await rateLimited(service, visitor, [
    { rule: contactRateRules.perIp, value: platformAddress(request) },
    { rule: contactRateRules.perEmail, value: body.email },
  ]);
  if (limited) return limited;
  if (await repeatsLatestMessage(service, body)) return Response.json({ ok: true });

  const { error, status } = await service.from('contact_messages').insert({ name: body.name, email: body.email, message: body.message });
  if (error) throw databaseFailure('storing a contact message', { error, status });
  // The message is stored, so the sender is answered 200 either way; the owner also finds it in the admin area.
  if (!visitor.contactTo) {
    console.warn('A contact message was stored but not mailed: set CONTACT_TO or ADMIN_EMAILS.');
  } else {
    await visitor.mail
      .send(ownerMail(visitor.contactTo, body))
      .catch((mailError: unknown) => console.error('Mailing a contact message failed:', mailError));
  }
  return Response.json({ ok: true });
});
