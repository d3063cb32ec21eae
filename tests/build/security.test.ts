import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFiles, cspFile, distPath } from '../../integrations/builtFiles.ts';
import { routes } from '../../src/lib/routes/index.ts';
import { assertBuilt, distDir, htmlFor } from './support/dist.ts';

beforeAll(assertBuilt);

/** A secret cannot be matched inside compressed bytes, and the file each copy is made from is read itself. */
const isCompressedCopy = (file: string) => /\.(br|gz)$/.test(file);

describe('the built site', () => {
  it('holds no secret key', async () => {
    const secrets = [/service_role/, /sb_secret_/, /super-secret-jwt-token/, /SUPABASE_JWT_SECRET/, /SERVICE_ROLE_KEY/];
    for (const file of (await builtFiles(distDir)).filter((file) => !isCompressedCopy(file))) {
      const text = readFileSync(file, 'latin1');
      for (const secret of secrets) expect(secret.test(text), `${file} matches ${secret}`).toBe(false);
    }
  });

  it.each(routes.map((route) => route.path))(
    'gives %s a strict content security policy, as a header for servers and static hosts',
    (path) => {
      const policy = (JSON.parse(readFileSync(join(distDir, cspFile), 'utf8')) as Record<string, string>)[path];
      expect(policy).toBeDefined();
      expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
    },
  );

  it('keeps the policy out of the pages themselves, but for the not-found page a static host serves without it', () => {
    for (const route of routes) expect(htmlFor(route.path), route.path).not.toContain('http-equiv="Content-Security-Policy"');
    const notFound = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(htmlFor('/404'))?.[1];
    expect(notFound).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(notFound).not.toMatch(/unsafe-inline|'unsafe-eval'|frame-ancestors/);
  });

  it("ships no schema library to the browser: zod's probe for `new Function` is an eval the policy blocks", async () => {
    const scripts = (await builtFiles(join(distDir, '_astro'))).filter((file) => file.endsWith('.js'));
    const withZod = scripts.filter((file) => readFileSync(file, 'utf8').includes('$ZodType'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(withZod.map((file) => distPath(distDir, file))).toEqual([]);
  });
});
