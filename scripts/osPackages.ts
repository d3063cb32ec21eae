/**
 * What the test command needs from the operating system (Chromium, the PostgreSQL 15 server):
 * found where it is, installed with apt-get when running as root on Debian or Ubuntu (as CI
 * does on a fresh machine), and otherwise named in a message that says how to install it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface OsPackage {
  /** What the tests use it for, for messages: "Chromium for the browser tests". */
  purpose: string;
  /** Debian's package name. */
  aptPackage: string;
  /** Finds the installed thing (a path), or undefined. */
  find(): string | undefined;
  /** Besides apt: how else to provide it (an env var pointing at another install). */
  otherwise: string;
}

export function ensureOsPackage(wanted: OsPackage): string {
  const found = wanted.find();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No ${wanted.purpose} found: installing the OS package "${wanted.aptPackage}" with apt-get.`);
    const run = (args: string[]) =>
      execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run(['update', '-qq']);
    run(['install', '-y', '-qq', wanted.aptPackage]);
    const installed = wanted.find();
    if (installed) return installed;
  }
  throw new Error(
    `No ${wanted.purpose} found. Install it with "sudo apt-get install -y ${wanted.aptPackage}" (Debian/Ubuntu), ` +
      `or ${wanted.otherwise}, then run the tests again.`,
  );
}

const chromiumCandidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium of the browser tests: Playwright cannot download its own browser on these
 * machines, so the OS package is the source.
 */
export function ensureChromium(): string {
  return ensureOsPackage({
    purpose: 'Chromium for the browser tests',
    aptPackage: 'chromium',
    find: () => chromiumCandidates.find((path): path is string => !!path && existsSync(path)),
    otherwise: 'set CHROME_PATH to a Chromium or Chrome binary',
  });
}
