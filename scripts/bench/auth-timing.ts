/**
 * `npm run bench:auth-timing`: whether an auth answer's timing tells if an address has an account.
 * Prints the median time of POST /resend for registered-but-unconfirmed and for unknown addresses,
 * of POST /recover (the password reset) for registered and for unknown addresses, and of
 * POST /signup for new and for registered addresses, measured over HTTP on a server of its
 * own (in memory, rate limits off). The kinds take turns in random order, and requests are spaced
 * 100 ms apart, so the work one answer leaves behind (the mail, begun 50 ms after it) has ended
 * before the next request starts; if it has not, it slows either kind alike.
 * Option: --samples=<n> per kind for resend and reset (default 200; sign-up, which hashes, takes a quarter).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readConfig } from '../../server/config/readConfig.ts';
import { loadEnvFile } from '../../server/start/envFile.ts';
import { startBenchServer } from './benchServer.ts';
import { median } from './summary.ts';

const samples = Number(/^--samples=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 200);
loadEnvFile(join(import.meta.dirname, '../..'));
const { anonKey } = readConfig(process.env);
const password = 'correct horse battery staple';
const server = await startBenchServer({ readyPath: '/_dev/mail.json' });
const address = (label: string) => `${label}.${randomUUID()}@example.test`;

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.origin}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** One request's time until its whole answer has arrived, then a pause past the server's own wait before the work after an answer. */
async function timed(path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await post(path, body);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}; the benchmark expects every request to be accepted.`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return elapsed;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Runs each kind `count` times, the kinds in a fresh random order every round; the first round warms up and is dropped. */
async function compare(kinds: Record<string, () => Promise<number>>, count: number): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]));
  for (let round = 0; round <= count; round += 1) {
    for (const name of shuffled(Object.keys(kinds))) {
      const elapsed = await kinds[name]?.();
      if (round > 0 && elapsed !== undefined) times[name]?.push(elapsed);
    }
  }
  return times;
}

try {
  // Enough addresses that each gets only a few mails, as the per-address mail limit allows, rather
  // than one row rewritten hundreds of times, whose dead versions would slow its own lookup.
  const registered = Array.from({ length: 100 }, () => address('registered'));
  for (const email of registered) await timed('/signup', { email, password });
  const someRegistered = () => registered[Math.floor(Math.random() * registered.length)];
  const mailedLinks = await compare(
    {
      'resend, registered but unconfirmed': () => timed('/resend', { type: 'signup', email: someRegistered() }),
      'resend, unknown address': () => timed('/resend', { type: 'signup', email: address('unknown') }),
      'reset, registered': () => timed('/recover', { email: someRegistered() }),
      'reset, unknown address': () => timed('/recover', { email: address('unknown') }),
    },
    samples,
  );
  const signUp = await compare(
    {
      'sign-up, new address': () => timed('/signup', { email: address('new'), password }),
      'sign-up, registered but unconfirmed': () => timed('/signup', { email: someRegistered(), password }),
    },
    Math.max(1, Math.round(samples / 4)),
  );
  for (const [name, values] of Object.entries({ ...mailedLinks, ...signUp }))
    console.log(`${name.padEnd(38)} p50 ${median(values).toFixed(1).padStart(6)} ms   (${values.length} requests)`);
} finally {
  await server.stop();
}
