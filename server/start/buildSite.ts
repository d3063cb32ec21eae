import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs `astro build` with this same Node, so the pinned Node 24 builds the site too. */
export function buildSite(projectRoot: string): void {
  console.log('Building the site (dist/ is missing or older than its sources)...');
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The site build failed; fix the error above and run `npm start` again.');
    process.exit(1);
  }
}
