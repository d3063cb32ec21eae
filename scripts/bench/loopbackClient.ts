import { Agent, request } from 'node:http';

/** One answer: its status (0 when none came), and the time from sending to its last byte. */
export interface TimedAnswer {
  status: number;
  ms: number;
}

export interface LoopbackRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in chunks with no Content-Length, as a client streaming an upload does. */
  chunked?: boolean;
}

/**
 * A client with an address of its own: its connections leave from `localAddress` (any 127.x.y.z
 * reaches a server on 127.0.0.1), so the server counts it apart from other clients on the machine.
 * Connections are kept alive and at most `sockets` are open at once.
 */
export function loopbackClient(origin: string, localAddress: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, localAddress });
  const base = new URL(origin);

  function send({ method, path, headers, body, chunked = false }: LoopbackRequest): Promise<TimedAnswer> {
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const outgoing = request({ agent, host: base.hostname, port: base.port, method, path, headers }, (incoming) => {
        incoming.resume();
        incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - startedAt }));
        incoming.once('error', () => resolve({ status: 0, ms: performance.now() - startedAt }));
      });
      outgoing.once('error', () => resolve({ status: 0, ms: performance.now() - startedAt }));
      if (body !== undefined && chunked) outgoing.write(body);
      outgoing.end(chunked ? undefined : body);
    });
  }

  return { send, close: () => agent.destroy() };
}
