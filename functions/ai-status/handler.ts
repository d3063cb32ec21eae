import { aiStatus } from '../_shared/ai/config.ts';
import { aiPorts } from '../_shared/ai/providers.ts';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { serveHandler } from '../_shared/serveHandler.ts';

/**
 * ai-status: GET (or POST, as supabase-js invokes) by the admin → which AI providers are configured (labels, never a secret), the
 * voices of the speech provider, so the admin's voice tools say up front what works, and the daily
 * provider calls allowed per user and to everyone together. 401 signed out, 403 not the admin.
 */
export const handle = serveHandler(['GET', 'POST'], async (request, env) => {
  signedInClaims(request);
  await requireAdmin(createCallerClient(request, env), 'The AI status');
  return Response.json({
    ...aiStatus(env),
    voices: aiPorts(env).textToSpeech?.voices ?? [],
    dailyCalls: { perUser: env.AI_USER_DAILY_CALLS, everyone: env.AI_GLOBAL_DAILY_CALLS },
  });
});
