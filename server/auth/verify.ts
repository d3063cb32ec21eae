/**
 * Confirming an address from the mail's link. POST /verify is what the site's /confirm page
 * calls through supabase-js (`verifyOtp({ type, token_hash })`) and answers with a session.
 * GET /verify is Supabase's classic link: it redirects to the site with the session, or the
 * error, in the URL fragment, where supabase-js picks it up; a person never sees raw JSON.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { parseWith, readJsonBody } from './body.ts';
import { redeemConfirmationLink } from './confirmation.ts';
import { failureFor } from './errors.ts';
import type { RouteContext } from './routeContext.ts';
import { startSession } from './sessionIssuer.ts';
import { allowedRedirect } from './siteLinks.ts';

const linkType = z.enum(['signup', 'email']);
const verifyBody = z.object({ type: linkType, token_hash: z.string().min(1) });
const verifyQuery = z.object({ type: linkType, token: z.string().min(1), redirect_to: z.string().optional() });

function withFragment(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(values).toString();
  return url.toString();
}

export function verifyRoutes(app: Hono, { deps }: RouteContext): void {
  app.post('/verify', async (context) => {
    const body = await readJsonBody(context, verifyBody);
    const user = await redeemConfirmationLink(deps, body.token_hash);
    return context.json(await startSession(deps, user, 'otp'));
  });

  app.get('/verify', async (context) => {
    const target = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to')) ?? new URL('/', deps.config.siteUrl).toString();
    try {
      const query = parseWith(verifyQuery, context.req.query());
      const user = await redeemConfirmationLink(deps, query.token);
      const session = await startSession(deps, user, 'otp');
      return context.redirect(
        withFragment(target, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: query.type,
        }),
        303,
      );
    } catch (error) {
      const failure = failureFor(error);
      return context.redirect(
        withFragment(target, { error: 'access_denied', error_code: failure.code, error_description: failure.message }),
        303,
      );
    }
  });
}
