import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/**
 * A body left unread after an early answer is read to its end up to this size, within this time:
 * above the largest body the hostile-input corpus sends (12 MiB, far past every JSON limit and the
 * images' 10 MB), a few seconds of a loaded machine's loopback.
 */
export const unreadBodyLimitBytes = 16 * 1024 * 1024;
const drainDeadlineMs = 5000;

/**
 * Keeps a connection honest when an answer comes before the request body was read (413 at the
 * limit, 415, 401, 404, 405...). @hono/node-server hands the body to the app through
 * `Readable.toWeb(incoming)`, whose data listener pauses the message whenever nobody reads the
 * web stream; once a handler has touched the body and stopped, the adapter's own drain after the
 * answer is paused again at once, gives up after 500 ms and destroys the socket, while the answer
 * said `Connection: keep-alive`: the next request on that connection gets no answer.
 *
 * And a client still sending when the connection closes may never see the answer: the unread
 * bytes make the closing side reset the connection, and a client that writes the whole body
 * before it reads (Node's fetch) meets that reset as a socket error instead of the 413.
 *
 * So before the answer goes out, the rest of the body is read here and dropped: up to
 * `unreadBodyLimitBytes` within `drainDeadlineMs`, and the connection stays usable; past either,
 * the answer says `Connection: close` and Node closes the connection after sending it.
 */
export function settleUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || !carriesBody(c.req.raw.headers)) return;
    const tooLargeToWaitFor = Number(c.req.header('content-length')) > unreadBodyLimitBytes;
    const drained = discardRest(incoming);
    if (!tooLargeToWaitFor && (await drained)) return;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Connection', 'close');
  };
}

function carriesBody(headers: Headers): boolean {
  return Number(headers.get('content-length') ?? '0') > 0 || headers.has('transfer-encoding');
}

/** Drops what is left of the body; true once it ended within the limits, false past one of them. */
function discardRest(incoming: IncomingMessage): Promise<boolean> {
  if (incoming.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const settle = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > unreadBodyLimitBytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(incoming.readableEnded);
    const timer = setTimeout(() => settle(false), drainDeadlineMs);
    // The web-stream adapter's listener would pause the message again; nobody reads that stream now.
    // Past a limit the message keeps flowing unheard until Node closes the connection.
    incoming.removeAllListeners('data');
    incoming.on('data', onData).once('end', onEnd).once('close', onClose);
    incoming.resume();
  });
}
