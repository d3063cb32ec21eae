import { z } from 'zod';
import { readJsonBody } from '../_shared/body.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { platformAddress } from '../_shared/http/clientAddress.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { switchOn } from '../_shared/siteSwitches.ts';
import { confirmationMailFor } from '../_shared/visitor/confirmationMail.ts';
import { emailSchema } from '../_shared/visitor/email.ts';
import { unsubscribeTokenInput } from '../_shared/visitor/newsletterLinks.ts';
import { mailCooldownSeconds } from '../_shared/visitor/newsletterPolicy.ts';
import { rateLimited } from '../_shared/visitor/rateLimit.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { hmacToken, randomToken, sha256Hex } from '../_shared/visitor/tokens.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';
import { subscribeRateRules } from './limits.ts';

const bodySchema = z.strictObject({ email: emailSchema });

/** What newsletter_request_confirmation answers. */
interface ConfirmationRequest {
  send: boolean;
  deferred: boolean;
  within_hours: number | null;
}

/**
 * newsletter-subscribe: POST `{ email }` → 200 `{ ok: true }` for a new, pending, confirmed or
 * unsubscribed address alike, so the answer never tells whether an address is on the list.
 * 403 `signups_paused` while the owner has closed sign-ups (a site switch): nothing is stored or
 * counted against the rate limits, and the form says sign-ups are paused.
 * Double opt-in: a confirmation mail goes out for an address that is not confirmed, at most once
 * per cool-down, and at most NEWSLETTER_CONFIRMATIONS_PER_HOUR over all addresses. Past that cap
 * every request is answered `{ ok: true, confirmation: 'deferred', within_hours }`: the address is
 * kept as pending and the scheduler mails it in a later hour. 400 invalid address, 429 with
 * Retry-After when rate limited (per source, an IPv6 source being its /64, and per address), 503
 * when the confirmation mail cannot be sent (the provider is down) or the database cannot be reached.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const { email } = await readJsonBody(request, bodySchema, 4096);
  const visitor = visitorEnv(env);
  const service = serviceClient(visitor);
  if (!(await switchOn(service, 'newsletter_signups'))) {
    throw new FunctionError('signups_paused', 'Newsletter sign-ups are paused for now. Please come back later.');
  }
  const limited = await rateLimited(service, visitor, [
    { rule: subscribeRateRules.perIp, value: platformAddress(request) },
    { rule: subscribeRateRules.perEmail, value: email },
  ]);
  if (limited) return limited;

  const confirmToken = randomToken();
  const unsubscribeToken = await hmacToken(visitor.secret, unsubscribeTokenInput(email));
  const { data, error, status } = await service.rpc('newsletter_request_confirmation', {
    p_email: email,
    p_confirm_token_hash: await sha256Hex(confirmToken),
    p_unsubscribe_token_hash: await sha256Hex(unsubscribeToken),
    p_cooldown_seconds: mailCooldownSeconds,
    p_hourly_cap: visitor.confirmationsPerHour,
  });
  if (error) throw databaseFailure('newsletter_request_confirmation', { error, status });
  const asked = data as ConfirmationRequest;
  if (asked.deferred) return Response.json({ ok: true, confirmation: 'deferred', within_hours: asked.within_hours });
  if (!asked.send) return Response.json({ ok: true });

  try {
    await visitor.mail.send(await confirmationMailFor(visitor, email, confirmToken));
  } catch (mailError) {
    // No mail went out, so the cool-down must not stop the next attempt.
    await service.from('newsletter_subscribers').update({ last_mail_sent_at: null }).eq('email', email);
    throw new FunctionError('service_unavailable', 'We could not send the confirmation mail just now. Please try again in a few minutes.', {
      cause: mailError,
    });
  }
  return Response.json({ ok: true });
});
