/**
 * `npm run bench:storage`: an episode-sized upload through the embedded backend's /storage/v1, as
 * the podcast studio sends it: one audio file streamed to the podcast-audio bucket, then read back
 * whole and by a Range from its middle, as a player seeks. Prints the rates and the server's
 * memory before and at its peak, which must not grow with the file: uploads are streamed to disk.
 * Option: --megabytes=<n> (default 500, the bucket's limit).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { developmentAnonKey, developmentJwtSecret, developmentServiceRoleKey } from '../../server/config/developmentDefaults.ts';
import { tokenFromMail } from '../../tests/hostile/mailLinks.ts';
import { startBenchServer } from './benchServer.ts';

const optionsSchema = z.object({ megabytes: z.coerce.number().int().min(1).max(500).default(500) });
const rawOptions = Object.fromEntries(process.argv.slice(2).map((arg) => /^--([a-z]+)=(.*)$/.exec(arg)?.slice(1) ?? [arg, '']));
const parsed = optionsSchema.strict().safeParse(rawOptions);
if (!parsed.success) {
  console.error(`Expected --megabytes=<1..500>; received ${process.argv.slice(2).join(' ') || 'nothing'}.\n${parsed.error.message}`);
  process.exit(2);
}
const bytes = parsed.data.megabytes * 1024 * 1024;
const adminEmail = 'bench.owner@example.test';
const password = 'a long storage benchmark passphrase';

/** The server's resident memory now and at its peak, in MB, from /proc (Linux). */
function memoryOf(pid: number | undefined): { now: number; peak: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { now: field('VmRSS'), peak: field('VmHWM') };
}

/** An MP3 of `size` bytes made as it is sent (an ID3 header, then filler), never whole in memory. */
function audioStream(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).map((_, index) => index % 251);
  chunk.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += next.byteLength;
      controller.enqueue(next.slice());
    },
  });
}

const megabytesPerSecond = (size: number, ms: number) => (size / (1024 * 1024) / (ms / 1000)).toFixed(0);

const server = await startBenchServer({
  readyPath: '/_dev/mail.json',
  env: {
    ANON_KEY: developmentAnonKey,
    SERVICE_ROLE_KEY: developmentServiceRoleKey,
    JWT_SECRET: developmentJwtSecret,
    ADMIN_EMAILS: adminEmail,
  },
});
try {
  const json = { apikey: developmentAnonKey, 'Content-Type': 'application/json' };
  await fetch(`${server.origin}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email: adminEmail, password }) });
  const tokenHash = await tokenFromMail(server.origin, adminEmail, /[?&]token_hash=([^&\s]+)/);
  const verified = await fetch(`${server.origin}/auth/v1/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'signup', token_hash: tokenHash }),
  });
  const { access_token: accessToken } = (await verified.json()) as { access_token: string };
  const auth = { apikey: developmentAnonKey, Authorization: `Bearer ${accessToken}` };
  const path = '/storage/v1/object/podcast-audio/episodes/bench.mp3';
  const before = memoryOf(server.pid);

  const uploadStarted = performance.now();
  const upload = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'audio/mpeg', 'x-upsert': 'true' },
    body: audioStream(bytes),
    duplex: 'half',
  } as RequestInit);
  const uploadMs = performance.now() - uploadStarted;
  if (!upload.ok) throw new Error(`The upload answered ${upload.status}: ${await upload.text()}`);

  const downloadStarted = performance.now();
  const download = await fetch(`${server.origin}/storage/v1/object/public/podcast-audio/episodes/bench.mp3`);
  let received = 0;
  for await (const part of download.body as AsyncIterable<Uint8Array>) received += part.byteLength;
  const downloadMs = performance.now() - downloadStarted;
  if (received !== bytes) throw new Error(`The download gave ${received} bytes of ${bytes}.`);

  const seekStarted = performance.now();
  const seek = await fetch(`${server.origin}/storage/v1/object/public/podcast-audio/episodes/bench.mp3`, {
    headers: { Range: `bytes=${Math.floor(bytes / 2)}-${Math.floor(bytes / 2) + 65_535}` },
  });
  await seek.arrayBuffer();
  const seekMs = performance.now() - seekStarted;
  const after = memoryOf(server.pid);

  console.log(
    [
      `File: ${parsed.data.megabytes} MB of audio/mpeg, streamed to podcast-audio`,
      `Upload: ${(uploadMs / 1000).toFixed(1)} s (${megabytesPerSecond(bytes, uploadMs)} MB/s)`,
      `Download, whole: ${(downloadMs / 1000).toFixed(1)} s (${megabytesPerSecond(bytes, downloadMs)} MB/s)`,
      `Seek (64 KB Range from the middle, ${seek.status}): ${seekMs.toFixed(0)} ms`,
      `Server memory: ${before.now.toFixed(0)} MB before the upload (peak so far ${before.peak.toFixed(0)} MB), ${after.now.toFixed(0)} MB after, peak ${after.peak.toFixed(0)} MB`,
    ].join('\n'),
  );
} finally {
  await server.stop();
}
