import { z } from 'zod';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { providerStatuses } from '../_shared/providerStatus.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { siteSwitchKeys } from '../_shared/siteSwitches.ts';
import { switchesState } from './switchesState.ts';

const flipSchema = z.strictObject({ key: z.enum(siteSwitchKeys), enabled: z.boolean() });

/**
 * site-switches, admin only (401 signed out, 403 not the admin):
 * - GET → `{ switches: [{key, enabled, updatedAt}], changes: [{key, enabled, changedByEmail,
 *   changedAt}] (the 20 latest), providers: [...] }`, the providers as the functions' environment
 *   configures them, never a secret;
 * - POST `{ key, enabled }` → the same answer after the flip, which the database records with who
 *   and when. 400 for an unknown switch.
 * Reads and writes with the admin's own token, so the tables' policies are the rule.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  signedInClaims(request);
  const caller = createCallerClient(request, env);
  await requireAdmin(caller, 'The site switches');
  if (request.method === 'POST') {
    const { key, enabled } = await readJsonBody(request, flipSchema, 1024);
    const { data, error, status } = await caller.from('site_switches').update({ enabled }).eq('key', key).select('key');
    if (error) throw databaseFailure('flipping a site switch', { error, status });
    if (data.length === 0) throw new FunctionError('not_found', `No switch "${key}" is stored: run the migrations.`);
  }
  return Response.json({ ...(await switchesState(caller)), providers: providerStatuses(env) });
});
