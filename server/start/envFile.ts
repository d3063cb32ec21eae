import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Loads `.env` from the project root into process.env when the file exists, so a copy of
 * `.env.example` configures `npm start` and the site build it runs. Variables already set in the
 * real environment win over the file, as with Node's --env-file.
 */
export function loadEnvFile(projectRoot: string): void {
  const file = join(projectRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
