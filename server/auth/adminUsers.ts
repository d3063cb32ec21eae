/**
 * DELETE /admin/users/{id}: the Auth admin API's deletion of an account, which supabase-js calls
 * as `auth.admin.deleteUser(id)`. GoTrue lets no user delete themselves, so the account-delete
 * function calls this with the service role key; only a token of an admin role passes, as in
 * GoTrue. The account goes with its sessions and refresh tokens, and with every row that
 * references it `on delete cascade`.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { bearerToken, verifyProjectJwt } from '../../functions/_shared/http/projectJwt.ts';
import type { BackendDeps } from '../contracts.ts';
import { readJsonBody } from './body.ts';
import { AuthFailure, failures } from './errors.ts';
import type { RouteContext } from './routeContext.ts';
import { deleteUser } from './usersStore.ts';

/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const adminRoles = new Set(['service_role', 'supabase_admin']);
const userId = z.uuid();
const deleteBody = z.object({ should_soft_delete: z.boolean().default(false) });

async function requireAdminRole(context: Context, deps: BackendDeps): Promise<void> {
  const token = bearerToken(context.req.raw.headers);
  if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verdict = await verifyProjectJwt(token, { secret: deps.config.jwtSecret, now: deps.now });
  if (!verdict.valid) throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verdict.reason}`);
  if (!adminRoles.has(String(verdict.claims.role))) throw new AuthFailure(403, 'not_admin', 'User not allowed');
}

export function adminUserRoutes(app: Hono, { deps }: RouteContext): void {
  app.delete('/admin/users/:id', async (context) => {
    await requireAdminRole(context, deps);
    const id = context.req.param('id');
    if (!userId.safeParse(id).success) throw new AuthFailure(404, 'validation_failed', 'user_id must be an UUID');
    const body = await readJsonBody(context, deleteBody);
    if (body.should_soft_delete)
      throw failures.validation('Soft deletion (should_soft_delete) is not available on the local backend; only deleting the user is.');
    if (!(await deleteUser(deps.db, id))) throw new AuthFailure(404, 'user_not_found', 'User not found');
    return context.json({});
  });
}
