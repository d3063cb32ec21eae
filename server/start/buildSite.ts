import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs `astro build` with this same Node, so the pinned Node 24 builds the site too. The build is
 * for this server, so unless PUBLIC_SITE_URL says otherwise its canonical URLs and cards name the
 * server's own origin (`siteUrl`, from SITE_URL or the port).
 */
export function buildSite(projectRoot: string, siteUrl: string): void {
  console.log('Building the site (dist/ is missing or older than its sources)...');
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || siteUrl },
  });
  if (result.status !== 0) {
    console.error('The site build failed; fix the error above and run `npm start` again.');
    process.exit(1);
  }
}
