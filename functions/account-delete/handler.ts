import { z } from 'zod';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { callerAccount } from '../_shared/account/callerAccount.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { deleteAuthAccount } from './authAdmin.ts';

const bodySchema = z.strictObject({ email: z.string().max(320) });

const sameAddress = (typed: string, stored: string | undefined) => typed.trim().toLowerCase() === (stored ?? '').toLowerCase();

/**
 * account-delete: POST `{ email }`, the account's own address typed to confirm, with the caller's
 * session → `{ deleted: true }` once the account and everything tied to it are gone.
 * 1. Auth says who the caller is (a live session, an existing account); the typed address must
 *    be its address (400 `validation_failed` otherwise, and nothing is removed).
 * 2. `public.prepare_account_deletion()`, with the caller's own token, removes what is kept under
 *    the address (newsletter subscription, contact messages and their leads) and refuses the
 *    site's only administrator (403 `forbidden`, nothing removed).
 * 3. The Auth admin API deletes the account; its results, share links, voice conversations and
 *    sessions go with it (`on delete cascade`). The one use of the service role (authAdmin.ts).
 * A failure in step 3 answers 503 with the account still there, and asking again finishes it.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  signedInClaims(request);
  const { email } = await readJsonBody(request, bodySchema, 1024);
  const caller = createCallerClient(request, env);
  const account = await callerAccount(request, caller);
  if (!sameAddress(email, account.email))
    throw new FunctionError('validation_failed', 'The address typed is not this account’s address: type it exactly as shown to confirm.');
  const { error, status } = await caller.rpc('prepare_account_deletion');
  if (error?.code === 'PT403') throw new FunctionError('forbidden', error.message);
  if (error) throw databaseFailure('prepare_account_deletion', { error, status });
  await deleteAuthAccount(env, account.id);
  return Response.json({ deleted: true });
});
