/**
 * `node scripts/postgres/with-postgres.ts <command> [args...]`: runs the command with a throwaway
 * PostgreSQL 15 server named in TEST_DATABASE_URL (`npm run test:integration:postgres`
 * runs the integration tests this way), then stops the server and deletes its folder, also when the command fails or
 * the run is interrupted.
 */
import { exitOnSignals, runCommand } from '../runCommand.ts';
import { ensurePostgres15, startThrowawayCluster } from './throwawayCluster.ts';

/**
 * Starts the server of `binDir` (as `ensurePostgres15` finds it), runs `work` with its URL, and
 * stops the server and deletes it afterwards.
 */
export async function withPostgres<T>(binDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const cluster = await startThrowawayCluster(binDir);
  console.log(`PostgreSQL 15 for this run: ${cluster.url}`);
  try {
    return await work(cluster.url);
  } finally {
    cluster.stop();
  }
}

if (import.meta.main) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/postgres/with-postgres.ts <command> [args...]');
    process.exit(2);
  }
  // Ctrl-C or SIGTERM end this process at once; its exit handlers stop the server and the command.
  exitOnSignals();
  process.exitCode = await withPostgres(ensurePostgres15(), (url) => runCommand(command, args, { TEST_DATABASE_URL: url }));
}
