import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A Content-Length to declare instead of the body's own, to announce more than is sent. */
  declaredLength?: number;
  /** Sends the body chunked, with no length declared, as a client streaming an upload does. */
  chunked?: boolean;
}

/**
 * One HTTP/1.1 connection over a plain TCP socket, so a test sees what a client library hides:
 * whether the server keeps the connection, says it will close it, and does. Reads answers with
 * a Content-Length, or chunked (how Node sends an answer of unknown length, an empty one included).
 */
export class RawConnection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  closedByServer = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => this.received(Buffer.concat([this.buffered, chunk])));
    socket.on('close', () => {
      this.closedByServer = true;
      this.waiting?.();
    });
    socket.on('error', () => undefined);
  }

  /** `localAddress`: the loopback address the connection leaves from (127.0.0.2...), so the server counts it as another client. */
  static open(port: number, localAddress?: string): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  async send(request: RawRequest): Promise<RawAnswer> {
    const text = Buffer.from(request.body ?? '');
    const body = request.chunked ? Buffer.from(`${text.byteLength.toString(16)}\r\n${text}\r\n0\r\n\r\n`) : text;
    const length = request.chunked
      ? { 'Transfer-Encoding': 'chunked' }
      : { 'Content-Length': String(request.declaredLength ?? text.byteLength) };
    const headers = { Host: 'localhost', ...length, ...request.headers };
    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    this.socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body]));
    for (;;) {
      const answer = this.parsed(request.method === 'HEAD');
      if (answer) return answer;
      if (this.closedByServer) throw new Error(`The server closed the connection without answering ${request.method} ${request.path}.`);
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  /** Resolves once the server has closed the connection (within `ms`), else rejects. */
  closed(ms = 5000): Promise<void> {
    if (this.closedByServer) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server kept the connection open for ${ms} ms.`)), ms);
      this.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  end(): void {
    this.socket.destroy();
  }

  private received(buffer: Buffer): void {
    this.buffered = buffer;
    this.waiting?.();
  }

  private parsed(headOnly: boolean): RawAnswer | undefined {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = new Map(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const status = Number(statusLine.split(' ')[1]);
    const rest = this.buffered.subarray(headEnd + 4);
    const body = headOnly || status === 204 || status === 304 ? { text: '', used: 0 } : bodyOf(rest, headers);
    if (!body) return undefined;
    this.buffered = rest.subarray(body.used);
    return { status, headers, body: body.text };
  }
}

function bodyOf(rest: Buffer, headers: Map<string, string>): { text: string; used: number } | undefined {
  if (headers.get('transfer-encoding') !== 'chunked') {
    const length = Number(headers.get('content-length') ?? '0');
    return rest.length < length ? undefined : { text: rest.subarray(0, length).toString('utf8'), used: length };
  }
  const chunks: Buffer[] = [];
  for (let offset = 0; ; ) {
    const lineEnd = rest.indexOf('\r\n', offset);
    const size = Number.parseInt(rest.subarray(offset, lineEnd).toString('latin1'), 16);
    if (lineEnd < 0 || rest.length < lineEnd + size + 4) return undefined;
    chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + size + 4;
    if (size === 0) return { text: Buffer.concat(chunks).toString('utf8'), used: offset };
  }
}
