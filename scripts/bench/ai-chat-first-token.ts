/**
 * `npm run bench:ai-chat`: how soon the admin's AI chat shows its first token, and how long the
 * whole reply takes, through the embedded backend over HTTP, as the browser reads it:
 * - with a model: the fake OpenAI-compatible server (answering at once, so the figure is the
 *   backend's own cost: the admin check, the passages' search, the adapter, the stored turns);
 * - with no model: the site guide's answer.
 * Option: --rounds=<n> (default 20; the median and the 95th percentile are printed).
 */
import { startFakeAi } from '../fake-ai/server.ts';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { replyEvents } from '../../src/islands/admin/ai-chat/replyEvents.ts';
import { startBenchServer } from './benchServer.ts';
import { benchSession } from './benchSession.ts';
import { median, percentile } from './summary.ts';

const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 20);
const admin = 'bench.owner@example.test';
const question = 'How do I start using AI safely at work?';

/** Milliseconds from sending the question to its first token, and to the end of the reply. */
async function oneReply(origin: string, token: string): Promise<{ first: number; whole: number }> {
  const sent = performance.now();
  const response = await fetch(`${origin}/functions/v1/ai-chat`, {
    method: 'POST',
    headers: { apikey: localDemoAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: question }),
  });
  if (!response.ok || !response.body) throw new Error(`ai-chat answered ${response.status}: ${await response.text()}`);
  let first = 0;
  for await (const event of replyEvents(response.body)) if (event.event === 'token' && !first) first = performance.now() - sent;
  return { first, whole: performance.now() - sent };
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const server = await startBenchServer({ env: { ADMIN_EMAILS: admin, ...env } });
  try {
    const { access_token: token } = await benchSession(server.origin, admin);
    await oneReply(server.origin, token);
    const timings = [];
    for (let round = 0; round < rounds; round++) timings.push(await oneReply(server.origin, token));
    const figure = (values: number[]) => `median ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
    console.log(
      `${label}: first token ${figure(timings.map((t) => t.first))}; whole reply ${figure(timings.map((t) => t.whole))} (${rounds} rounds)`,
    );
  } finally {
    await server.stop();
  }
}

const fake = await startFakeAi();
try {
  await measure('ai-chat with a model (fake server)', {
    AI_CHAT_PROVIDER: 'openai-compatible',
    AI_CHAT_BASE_URL: `${fake.url}/v1`,
    AI_CHAT_MODEL: 'fake-chat',
    AI_USER_DAILY_CALLS: String(rounds + 5),
  });
  await measure('ai-chat with no model (site guide)', { AI_CHAT_PROVIDER: '' });
} finally {
  await fake.close();
}
