import { join } from 'node:path';
import type { Handler } from '../../functions/_shared/serveHandler.ts';
import { type DenoEntry, startDenoEntry } from './denoEntry.ts';
import type { FunctionHandlers } from './functionRoutes.ts';
import { denoFilesOf } from './functionsConfig.ts';

const configFile = join(import.meta.dirname, '../../supabase/config.toml');

/**
 * Headers that belong to one connection, not to the message: the gateway's connection to the entry
 * has its own. Accept-Encoding goes too: Deno.serve would compress its answer, and fetch hands the
 * gateway the bytes decompressed under the Content-Encoding they came with. The Node path's
 * answers are not compressed either.
 */
const connectionHeaders = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'accept-encoding'];

interface DenoFunctions {
  handlerFor: FunctionHandlers;
  /** Stops every entry started. */
  close(): Promise<void>;
}

/**
 * The functions served by their Deno entries, one Deno process a function as Supabase runs one
 * worker a function, each started at its function's first request. The gateway hands a request
 * on as Supabase's does: its path from the function's name on (`/<name>/...` and the query).
 */
export function createDenoFunctions(vars: Record<string, string | undefined>): DenoFunctions {
  const environment = Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const entries = new Map<string, Promise<DenoEntry>>();
  const handlerFor: FunctionHandlers = async (name, settings) => {
    if (!entries.has(name)) {
      const { entry, importMap } = denoFilesOf(name, settings, configFile);
      entries.set(name, startDenoEntry(entry, importMap, environment));
    }
    return forwardTo(await (entries.get(name) as Promise<DenoEntry>));
  };
  const close = async () => {
    const started = await Promise.allSettled(entries.values());
    await Promise.all(started.map((entry) => (entry.status === 'fulfilled' ? entry.value.stop() : undefined)));
  };
  return { handlerFor, close };
}

function forwardTo(entry: DenoEntry): Handler {
  return async (request) => {
    const url = new URL(request.url);
    const answer = await fetch(`${entry.origin}${url.pathname.replace(/^\/functions\/v1/, '')}${url.search}`, {
      method: request.method,
      headers: without(request.headers),
      body: request.body,
      signal: request.signal,
      redirect: 'manual',
      duplex: 'half',
    } as RequestInit);
    // A whole answer (it has a length) is read at once: an entry that answered before reading the
    // whole body may close the connection, and what the gateway had not read yet would go with it.
    const body = answer.headers.has('content-length') ? await answer.arrayBuffer() : answer.body;
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: without(answer.headers) });
  };
}

function without(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of connectionHeaders) kept.delete(name);
  return kept;
}
