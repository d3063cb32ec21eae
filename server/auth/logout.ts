/**
 * POST /logout?scope=global|local|others: ends sessions, and with them their refresh tokens.
 * Access tokens already issued stop working at once, because /user checks their session.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { parseWith } from './body.ts';
import type { RouteContext } from './routeContext.ts';
import { endSessions } from './sessionsStore.ts';
import { signedInUser } from './signedInUser.ts';

const logoutQuery = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

export function logoutRoute(app: Hono, { deps }: RouteContext): void {
  app.post('/logout', async (context) => {
    const { scope } = parseWith(logoutQuery, context.req.query());
    const { user, session } = await signedInUser(context, deps);
    if (scope === 'global') await endSessions(deps.db, { userId: user.id });
    else if (session && scope === 'local') await endSessions(deps.db, { sessionId: session.id });
    else if (session) await endSessions(deps.db, { userId: user.id, except: session.id });
    return context.body(null, 204);
  });
}
