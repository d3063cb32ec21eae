/**
 * Finds a Chromium for the browser tests, installing Debian's package when running as root.
 * Playwright cannot download its own browser on these machines, so the OS package is the source.
 * Prints the path it settled on; exits non-zero with what to do when it finds none.
 */
import { existsSync } from 'node:fs';
import { ensureOsPackage } from './osPackages.ts';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium(): string | undefined {
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

export function ensureChromium(): string {
  return ensureOsPackage({
    purpose: 'Chromium for the browser tests',
    aptPackage: 'chromium',
    find: findChromium,
    otherwise: 'set CHROME_PATH to a Chromium or Chrome binary',
  });
}

if (import.meta.main) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
