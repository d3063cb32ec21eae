/**
 * POST /resend {type: "signup", email} mails the confirmation link again to an address whose
 * account is unconfirmed; POST /recover {email} mails a password reset link to an address that has
 * an account. Both answer the same for every address, and do the same work before the answer (the
 * checks, the limits, one lookup): the link and its mail follow the answer, so neither its content
 * nor its timing tells who has an account.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { validEmail } from './emailAddress.ts';
import { sendEmailLink } from './emailLinks.ts';
import type { RouteContext } from './routeContext.ts';
import { allowedRedirect } from './siteLinks.ts';
import { findUserByEmail, type LinkKind, type UserRow } from './usersStore.ts';

interface LinkRequest {
  path: '/resend' | '/recover';
  body: z.ZodType<{ email: string }>;
  /** For the log, should the mail fail after the answer. */
  what: string;
  /** Which link the account at the address gets, if any. */
  linkFor(user: UserRow | undefined): LinkKind | undefined;
}

const linkRequests: readonly LinkRequest[] = [
  {
    path: '/resend',
    body: z.object({ type: z.literal('signup'), email: z.string() }),
    what: 'A confirmation resend',
    linkFor: (user) => (user && !user.email_confirmed_at ? 'signup' : undefined),
  },
  {
    // GoTrue mails an unconfirmed account's owner too: opening the link proves the mailbox, and confirms it.
    path: '/recover',
    body: z.object({ email: z.string() }),
    what: 'A password reset',
    linkFor: (user) => (user ? 'recovery' : undefined),
  },
];

export function linkRequestRoutes(app: Hono, { deps, limits, clientAddress, afterAnswer }: RouteContext): void {
  for (const request of linkRequests) {
    app.post(request.path, async (context) => {
      const body = await readJsonBody(context, request.body);
      const email = validEmail(body.email);
      const keys = { mailsPerClient: clientAddress(context), mailsPerAddress: email };
      limits.check(keys);
      const redirectTo = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to'));
      const user = await findUserByEmail(deps.db, email);
      const kind = request.linkFor(user);
      // Scheduled for every address, with nothing to do for most, so the answer's own work never differs.
      afterAnswer(context, request.what, async () => {
        if (user && kind) await sendEmailLink(deps, kind, user, redirectTo);
      });
      limits.record(keys);
      return context.json({});
    });
  }
}
