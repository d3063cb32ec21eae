import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface BodySend {
  url: string;
  headers: Record<string, string>;
  /** The body's size: that many spaces, sent with their Content-Length. */
  bytes: number;
}

/**
 * Sends each request in turn with Node's fetch from a process of its own, and answers each one's
 * status, or the socket error it met. A client in its own process, as a real one is: one sharing
 * the server's event loop never races the server closing a connection while the upload is going.
 */
export async function fetchFromAnotherProcess(sends: readonly BodySend[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', sender, JSON.stringify(sends)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as string[];
}

const sender = `
const sends = JSON.parse(process.argv[1]);
const outcomes = [];
for (const { url, headers, bytes } of sends) {
  try {
    const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(bytes).fill(32) });
    await response.arrayBuffer();
    outcomes.push(String(response.status));
  } catch (error) {
    outcomes.push('socket error ' + (error.cause?.code ?? error.message));
  }
}
process.stdout.write(JSON.stringify(outcomes));
`;
