/**
 * POST /resend {type: "signup", email}: sends the confirmation link again to an address that
 * has an unconfirmed account. The answer is the same for every address, and so is the work
 * before it: the link and its mail follow the answer, so its timing reveals nothing either.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { sendConfirmation } from './confirmation.ts';
import { validEmail } from './emailAddress.ts';
import type { RouteContext } from './routeContext.ts';
import { allowedRedirect } from './siteLinks.ts';
import { findUserByEmail } from './usersStore.ts';

const resendBody = z.object({ type: z.literal('signup'), email: z.string() });

export function resendRoute(app: Hono, { deps, limits, clientAddress, afterAnswer }: RouteContext): void {
  app.post('/resend', async (context) => {
    const body = await readJsonBody(context, resendBody);
    const email = validEmail(body.email);
    const keys = { mailsPerClient: clientAddress(context), mailsPerAddress: email };
    limits.check(keys);
    const redirectTo = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to'));
    const user = await findUserByEmail(deps.db, email);
    // Scheduled for every address, with nothing to do for most, so the answer's own work never differs.
    afterAnswer(context, 'A confirmation resend', async () => {
      if (user && !user.email_confirmed_at) await sendConfirmation(deps, user, redirectTo);
    });
    limits.record(keys);
    return context.json({});
  });
}
