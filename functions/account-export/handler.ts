import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { callerAccount } from '../_shared/account/callerAccount.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { exportFile } from './exportFile.ts';

/**
 * account-export: GET (or POST) with the caller's session → one JSON file, sent as an attachment,
 * of everything the site keeps about them: the account as Auth holds it, and
 * `public.account_export()` (results and their share links, voice conversations, the newsletter
 * subscription and contact messages under the account's address), run with the caller's own token
 * so the tables' policies decide what is theirs. No service role. 401 `not_signed_in` signed out
 * or with a session that has ended.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  signedInClaims(request);
  const caller = createCallerClient(request, env);
  const account = await callerAccount(request, caller);
  const { data, error, status } = await caller.rpc('account_export');
  if (error) throw databaseFailure('account_export', { error, status });
  const exportedAt = new Date();
  return new Response(JSON.stringify(exportFile(account, data, exportedAt, env.SITE_URL ?? env.SUPABASE_URL), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="account-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  });
});
