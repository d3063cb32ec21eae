/**
 * Finds a Chromium for the browser tests, installing Debian's package when running as root.
 * Playwright cannot download its own browser on these machines, so the OS package is the source.
 * Prints the path it settled on; exits non-zero with what to do when it finds none.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

function installWithApt(): void {
  const run = (args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing the OS package "chromium" with apt-get.');
    installWithApt();
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install it with "sudo apt-get install -y chromium" ' +
      '(Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
}

if (import.meta.main) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
