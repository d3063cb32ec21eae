import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { elevenLabsRoutes } from './elevenLabsRoutes.ts';
import { apiError, type FakeAiRequest, recorder } from './fakeAnswers.ts';
import { openAiRoutes, type Pace } from './openAiRoutes.ts';

export type { FakeAiRequest } from './fakeAnswers.ts';
export { fakeModels } from './openAiRoutes.ts';

export interface FakeAi {
  /** e.g. http://127.0.0.1:11435; the AI SDK's base URL is `${url}/v1`. */
  url: string;
  requests: FakeAiRequest[];
  /** Answers every API call with this HTTP status until called with null: a provider outage, on demand. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** The fake's routes as a Hono app, which a test may call through `app.fetch` with no server. */
export function fakeAiApp(requests: FakeAiRequest[], state: { failure: number | null }, pace: Pace): Hono {
  const app = new Hono();
  app.use('/v1/*', async (c, next) => {
    if (state.failure !== null) return apiError(c, state.failure, `[fake-ai] answering ${state.failure}, as the test asked.`);
    await next();
  });
  const record = recorder(requests);
  openAiRoutes(app, record, pace);
  elevenLabsRoutes(app, record);
  app.all('*', (c) =>
    apiError(
      c,
      404,
      `[fake-ai] serves /v1/chat/completions, /v1/audio/transcriptions, /v1/audio/speech and /v1/models (and ElevenLabs' /v1/speech-to-text and /v1/text-to-speech/<voice>); not ${c.req.method} ${c.req.path}.`,
    ),
  );
  return app;
}

/**
 * Starts the fake OpenAI-compatible server on 127.0.0.1 (a free port unless one is given). A
 * development and test tool: it labels every answer `[fake-ai]` and pretends to understand nothing.
 */
export async function startFakeAi(options: { port?: number } & Partial<Pace> = {}): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  const state = { failure: null as number | null };
  const server = serve({
    fetch: fakeAiApp(requests, state, { chunkDelayMs: options.chunkDelayMs ?? 0, stepDelayMs: options.stepDelayMs ?? 0 }).fetch,
    hostname: '127.0.0.1',
    port: options.port ?? 0,
  });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      state.failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
