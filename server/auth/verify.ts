/**
 * Redeeming a mailed link: the confirmation of an account, or a password reset. POST /verify is
 * what the site's /confirm and /reset-password pages call through supabase-js
 * (`verifyOtp({ type, token_hash })`) and answers with a session; supabase-js announces a
 * `recovery` one as PASSWORD_RECOVERY. GET /verify is Supabase's classic link: it redirects to the
 * site with the session, or the error, in the URL fragment, where supabase-js picks it up (its
 * `type=recovery` too); a person never sees raw JSON. As GoTrue does, `email` stands for either link.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { parseWith, readJsonBody } from './body.ts';
import { redeemEmailLink } from './emailLinks.ts';
import { failureFor } from './errors.ts';
import type { RouteContext } from './routeContext.ts';
import { type SignInMethod, startSession } from './sessionIssuer.ts';
import { allowedRedirect } from './siteLinks.ts';
import type { LinkKind } from './usersStore.ts';

const linkType = z.enum(['signup', 'email', 'recovery']);
const redeemable: Record<z.infer<typeof linkType>, readonly LinkKind[]> = {
  signup: ['signup'],
  recovery: ['recovery'],
  email: ['signup', 'recovery'],
};
const verifyBody = z.object({ type: linkType, token_hash: z.string().min(1) });
const verifyQuery = z.object({ type: linkType, token: z.string().min(1), redirect_to: z.string().optional() });

/** A reset link's session says so in its amr claim, which lets it set a password without the current one. */
const signInMethodOf = (kind: LinkKind): SignInMethod => (kind === 'recovery' ? 'recovery' : 'otp');

function withFragment(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(values).toString();
  return url.toString();
}

export function verifyRoutes(app: Hono, { deps }: RouteContext): void {
  app.post('/verify', async (context) => {
    const body = await readJsonBody(context, verifyBody);
    const { user, kind } = await redeemEmailLink(deps, redeemable[body.type], body.token_hash);
    return context.json(await startSession(deps, user, signInMethodOf(kind)));
  });

  app.get('/verify', async (context) => {
    const target = allowedRedirect(deps.config.siteUrl, context.req.query('redirect_to')) ?? new URL('/', deps.config.siteUrl).toString();
    try {
      const query = parseWith(verifyQuery, context.req.query());
      const { user, kind } = await redeemEmailLink(deps, redeemable[query.type], query.token);
      const session = await startSession(deps, user, signInMethodOf(kind));
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
