import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { cspFile } from '../../../../../integrations/builtFiles.ts';
import { writeCompressedCopies } from '../../../../../integrations/compressedCopies.ts';
import { createStaticHandler } from '../../../../../server/static/staticRoutes.ts';

/** Text long enough (well over 512 bytes) that the build keeps compressed copies of it. */
export const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${`<p>${title} paragraph.</p>`.repeat(60)}</body></html>`;

export const files: Record<string, string | Uint8Array> = {
  'index.html': page('Home'),
  'welcome.html': page('Welcome'),
  '404.html': page('Page not found'),
  'newsletter/confirm.html': page('Confirm'),
  '_astro/app.js': `export const greet = () => ${JSON.stringify('hello '.repeat(200))};\n`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(40)}</svg>`,
  'logo.png': new Uint8Array(2048).map((_, index) => (index * 7919) % 251),
  '.env': 'JWT_SECRET=never-served',
  '.well-known/security.txt': 'Contact: mailto:owner@example.test\n',
  [cspFile]: JSON.stringify({
    '/': "default-src 'self'; script-src 'sha256-home'",
    '/welcome': "default-src 'self'; script-src 'sha256-welcome'",
  }),
};

export interface FixtureSite {
  root: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  remove(): void;
}

/** A built site in a temporary folder, as the build leaves it (with compressed copies and ETags), served by the static handler. */
export async function fixtureSite(): Promise<FixtureSite> {
  const parent = mkdtempSync(join(tmpdir(), 'static-site-'));
  const root = join(parent, 'dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  writeFileSync(join(parent, 'secret.txt'), 'outside the site');
  await writeCompressedCopies(root);
  const app = new Hono();
  app.all('*', createStaticHandler(root));
  return {
    root,
    request: async (path, init) => app.request(`http://site.test${path}`, init),
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}
