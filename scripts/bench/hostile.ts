/**
 * `npm run bench:hostile`: 10,000 requests of the hostile-input corpus (tests/hostile/), spread
 * evenly over every public endpoint and sent by 8 concurrent clients to the embedded backend in
 * memory with rate limits off. Prints the status counts, the requests that got no answer, and the
 * rows stored against the rows the accepted answers account for; then every distinct 5xx, missing
 * answer or wrong refusal with a request that reproduces it, and the errors the server logged.
 * It counts apart the bodies past their endpoint's size limit (up to 12 MiB), each of which must
 * get its 413 and never a socket error. The target is 0 5xx, 0 without an answer, and rows equal
 * to accepted answers. No built site needed.
 */
import { developmentAnonKey, developmentJwtSecret, developmentServiceRoleKey } from '../../server/config/developmentDefaults.ts';
import { prepareContext } from '../../tests/hostile/context.ts';
import { corpus } from '../../tests/hostile/corpus.ts';
import { apiCounter, settledCounts } from '../../tests/hostile/rowCounters.ts';
import { casesFor } from '../../tests/hostile/sampling.ts';
import { fakeAiEnv } from '../../tests/integration/support/fakeAi.ts';
import { startFakeAi } from '../fake-ai/server.ts';
import { startBenchServer } from './benchServer.ts';
import { interleaved, sendFromClients } from './hostileClients.ts';
import { reportLines } from './hostileReport.ts';

const totalRequests = 10_000;
const clients = 8;
/** A request unanswered after this long counts as no answer. */
const timeoutMs = 15_000;

// The voice functions' valid cases are answered by the fake provider, under quotas no run uses up.
const fakeAi = await startFakeAi();
const server = await startBenchServer({
  readyPath: '/_dev/mail.json',
  // The development keys, set here so a .env of the project cannot change them under the script.
  env: {
    ...fakeAiEnv(fakeAi, { user: 1_000_000, global: 1_000_000 }),
    ANON_KEY: developmentAnonKey,
    SERVICE_ROLE_KEY: developmentServiceRoleKey,
    JWT_SECRET: developmentJwtSecret,
    ADMIN_EMAILS: 'corpus.owner@example.test',
  },
});
try {
  const context = { ...(await prepareContext(server.origin, developmentAnonKey)), serviceRoleKey: developmentServiceRoleKey };
  const perEntry = Math.ceil(totalRequests / corpus.length);
  const work = interleaved(corpus.map((entry) => casesFor(entry, context, perEntry).map((hostileCase) => ({ entry, hostileCase })))).slice(
    0,
    totalRequests,
  );
  const counter = apiCounter(server.origin, developmentServiceRoleKey);
  const before = await counter();
  const startedAt = performance.now();
  const tally = await sendFromClients(server.origin, work, clients, timeoutMs);
  const seconds = (performance.now() - startedAt) / 1000;
  const after = await settledCounts(counter);
  console.log(`${corpus.length} endpoints, ${perEntry} cases each at most, ${clients} clients\n`);
  console.log(reportLines(tally, before, after, seconds).join('\n'));
  const problems = tally.problems.lines();
  console.log(`\nDistinct problems: ${problems.length}${problems.length ? `\n${problems.join('\n')}` : ''}`);
  const logged = [
    ...new Set(
      server
        .output()
        .split('\n')
        .filter((line) => /failed|Error/.test(line)),
    ),
  ];
  if (logged.length) console.log(`\nErrors the server logged (distinct lines):\n${logged.slice(0, 60).join('\n')}`);
} finally {
  await server.stop();
  await fakeAi.close();
}
