import { requireAdmin } from '../_shared/adminCaller.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { FunctionError } from '../_shared/errors.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { mailHtml, mailText } from '../_shared/visitor/mailBody.ts';
import { visitorEnv } from '../_shared/visitor/visitorEnv.ts';

/**
 * system-test-mail: POST by the admin → one mail to the admin's own address (from the session,
 * never from the request, so it cannot mail anyone else), through the mail sender every function
 * uses → `{ sent: true, to }`. 503 `service_unavailable` when the sender fails. 401 signed out,
 * 403 not the admin.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const claims = signedInClaims(request);
  await requireAdmin(createCallerClient(request, env), 'The system test mail');
  if (!claims.email) throw new FunctionError('validation_failed', 'The session carries no email address to send the test mail to.');
  const blocks = [{ text: 'This mail was sent by the system test of your site. Nothing needs doing.' }];
  try {
    await visitorEnv(env).mail.send({ to: claims.email, subject: 'System test', text: mailText(blocks), html: mailHtml(blocks) });
  } catch (error) {
    throw new FunctionError('service_unavailable', 'The mail sender failed to send the test mail; see the function logs.', {
      cause: error,
    });
  }
  return Response.json({ sent: true, to: claims.email });
});
