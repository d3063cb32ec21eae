/**
 * GET /user and PUT /user for the signed-in caller. An update changes the password (passwordChange.ts)
 * and user_metadata, within its size cap: app_metadata (where roles live) is never writable by the
 * user, and changing the address or phone number is refused clearly, since this backend sends no
 * change-confirmation mails.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { AuthFailure } from './errors.ts';
import { changePassword } from './passwordChange.ts';
import type { RouteContext } from './routeContext.ts';
import { signedInUser } from './signedInUser.ts';
import { userJson } from './userJson.ts';
import { fittingMetadata, mergedMetadata } from './userMetadata.ts';
import { changeUserMetadata, findUserById } from './usersStore.ts';

const updateBody = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  phone: z.string().optional(),
});

const credentialChangeRefused = () =>
  new AuthFailure(
    422,
    'credential_change_not_supported',
    'Changing the email address or phone number is not available on the local backend. The password and profile details (data) can be updated here.',
  );

export function userRoutes(app: Hono, routeContext: RouteContext): void {
  const { deps } = routeContext;
  app.get('/user', async (context) => {
    const { user } = await signedInUser(context, deps);
    return context.json(userJson(user));
  });

  app.put('/user', async (context) => {
    const caller = await signedInUser(context, deps);
    const body = await readJsonBody(context, updateBody);
    if (body.email !== undefined || body.phone !== undefined) throw credentialChangeRefused();
    const { password } = body;
    if (password !== undefined) await changePassword(routeContext, context, caller, { password, current_password: body.current_password });
    const changes = body.data;
    if (changes) {
      const updated = await changeUserMetadata(
        deps.db,
        caller.user.id,
        (stored) => fittingMetadata(mergedMetadata(stored, changes), stored),
        new Date(deps.now()),
      );
      return context.json(userJson(updated ?? caller.user));
    }
    const current = password === undefined ? caller.user : await findUserById(deps.db, caller.user.id);
    return context.json(userJson(current ?? caller.user));
  });
}
