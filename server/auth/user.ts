/**
 * GET /user and PUT /user for the signed-in caller. An update changes user_metadata only, within
 * its size cap: app_metadata (where roles live) is never writable by the user, and changing the
 * address or password is refused clearly, since this backend sends no change-confirmation mails.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './body.ts';
import { AuthFailure } from './errors.ts';
import type { RouteContext } from './routeContext.ts';
import { signedInUser } from './signedInUser.ts';
import { userJson } from './userJson.ts';
import { fittingMetadata, mergedMetadata } from './userMetadata.ts';
import { changeUserMetadata } from './usersStore.ts';

const updateBody = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  phone: z.string().optional(),
});

const credentialChangeRefused = () =>
  new AuthFailure(
    422,
    'credential_change_not_supported',
    'Changing the email address, password or phone number is not available on the local backend. Only profile details (data) can be updated here.',
  );

export function userRoutes(app: Hono, { deps }: RouteContext): void {
  app.get('/user', async (context) => {
    const { user } = await signedInUser(context, deps);
    return context.json(userJson(user));
  });

  app.put('/user', async (context) => {
    const { user } = await signedInUser(context, deps);
    const body = await readJsonBody(context, updateBody);
    if (body.email !== undefined || body.password !== undefined || body.phone !== undefined) throw credentialChangeRefused();
    if (!body.data) return context.json(userJson(user));
    const changes = body.data;
    const updated = await changeUserMetadata(
      deps.db,
      user.id,
      (stored) => fittingMetadata(mergedMetadata(stored, changes), stored),
      new Date(deps.now()),
    );
    return context.json(userJson(updated ?? user));
  });
}
