import type { SupabaseClient } from '@supabase/supabase-js';
import { chatUnavailable } from '../_shared/ai/chatUnavailable.ts';
import { aiPorts } from '../_shared/ai/providers.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { siteGuideAnswer } from '../_shared/ai/guideAnswer.ts';
import { readJsonBody } from '../_shared/body.ts';
import { requireAdmin } from '../_shared/adminCaller.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { conversationFor, earlierTurns, storeMessage, type ReplyStatus } from './conversation.ts';
import { adminPassagesFor, citedSources, groundedPrompt, groundingFor } from './grounding.ts';
import { streamedReply } from './replyStream.ts';
import { aiChatBodySchema, type AiChatBody } from './schema.ts';

/** Said with every site-guide reply, so nobody mistakes quoted passages for a model's answer. */
export const noModelNotice = 'No AI model is configured (set AI_CHAT_PROVIDER), so this answer is made of passages from the site.';

/**
 * ai-chat: POST `{ conversation_id?, message }` by the admin → the reply streamed as Server-Sent
 * Events (see replyStream.ts), from the configured model grounded in cited passages, or from the
 * site guide when no model is configured. Both turns are kept; a reply the admin stops keeps what
 * had arrived, marked stopped. 401 signed out, 403 not the admin, 404 unknown conversation,
 * 429 with Retry-After past the provider quotas, 503 when the provider cannot answer.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const claims = signedInClaims(request);
  const client = createCallerClient(request, env);
  await requireAdmin(client, 'The AI chat');
  const body = await readJsonBody(request, aiChatBodySchema);
  const history = body.conversation_id ? await earlierTurns(client, body.conversation_id) : [];
  const chat = aiPorts(env).chat;
  if (!chat) return siteGuideReply(client, claims.sub, body);

  const refused = await providerQuotaExceeded(env, claims.sub, 'chat');
  if (refused) return refused;
  const passages = await groundingFor(client, body.message);
  const abort = new AbortController();
  request.signal.addEventListener('abort', () => abort.abort(), { once: true });
  const tokens = chat
    .stream([groundedPrompt(passages), ...history, { role: 'user', content: body.message }], {
      signal: abort.signal,
      maxOutputTokens: 1500,
    })
    [Symbol.asyncIterator]();
  // The first token is awaited before anything is stored, so a provider that cannot answer costs
  // the admin nothing but a clear 503, and their question stays in the box.
  const first = await tokens.next().catch((error: unknown) => {
    throw chatUnavailable(chat, error);
  });
  const conversationId = await conversationFor(client, claims.sub, body.conversation_id, body.message);
  await storeMessage(client, conversationId, {
    role: 'user',
    content: body.message,
  });

  return streamedReply(
    async (send) => {
      send('start', {
        conversation_id: conversationId,
        mode: 'model',
        label: chat.label,
        notice: null,
      });
      let reply = '';
      let status: ReplyStatus = 'complete';
      try {
        for (let step = first; !step.done && !abort.signal.aborted; step = await tokens.next()) {
          reply += step.value;
          send('token', step.value);
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          status = 'failed';
          send('error', {
            code: 'service_unavailable',
            message: chatUnavailable(chat, error).message,
          });
        }
      }
      if (abort.signal.aborted) {
        status = 'stopped';
        await tokens.return?.();
      }
      const sources = citedSources(reply, passages);
      await storeMessage(client, conversationId, {
        role: 'assistant',
        content: reply,
        mode: 'model',
        status,
        sources,
      });
      send('done', { status, sources });
    },
    () => abort.abort(),
  );
});

async function siteGuideReply(client: SupabaseClient, userId: string, body: AiChatBody): Promise<Response> {
  const answer = await siteGuideAnswer(client, body.message, adminPassagesFor);
  const conversationId = await conversationFor(client, userId, body.conversation_id, body.message);
  await storeMessage(client, conversationId, {
    role: 'user',
    content: body.message,
  });
  await storeMessage(client, conversationId, {
    role: 'assistant',
    content: answer.text,
    mode: 'site_guide',
    sources: answer.sources,
  });
  return streamedReply(async (send) => {
    send('start', {
      conversation_id: conversationId,
      mode: 'site_guide',
      label: null,
      notice: noModelNotice,
    });
    send('token', answer.text);
    send('done', { status: 'complete', sources: answer.sources });
  });
}
