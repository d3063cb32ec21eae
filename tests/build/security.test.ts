import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll } from 'css-select';
import { type AnyNode, type Element, isTag } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFiles, cspFile, distPath } from '../../integrations/builtFiles.ts';
import { routes } from '../../src/lib/routes/index.ts';
import { hazards } from '../hostile/injectedContent.ts';
import { assertBuilt, builtPages, distDir, htmlFor } from './support/dist.ts';

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

describe('published content in the built pages', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const inContent = (node: Element) => {
    for (let up = node.parent; up; up = up.parent) if (isTag(up) && up.attribs['data-published-content'] !== undefined) return true;
    return false;
  };

  it('holds nothing that runs, and each policy allows only the inline scripts the build wrote outside it', async () => {
    const policies = JSON.parse(readFileSync(join(distDir, cspFile), 'utf8')) as Record<string, string>;
    const ownScripts = new Map<string, string[]>();
    for (const { path, html } of await builtPages()) {
      const document = parseDocument(html);
      for (const content of selectAll<AnyNode, Element>('[data-published-content]', document)) {
        expect(hazards(content.children), path).toEqual([]);
      }
      const scripts = selectAll<AnyNode, Element>(
        'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])',
        document,
      );
      expect(scripts.filter(inContent).length, path).toBe(0);
      const policy = policies[path];
      if (policy) ownScripts.set(policy, [...(ownScripts.get(policy) ?? []), ...scripts.map((script) => sha256(textContent(script)))]);
    }
    expect(ownScripts.size).toBeGreaterThan(1);
    // Pages of a folder share a policy: it allows exactly what any of them runs inline, and nothing else.
    for (const [policy, hashes] of ownScripts) {
      const allowed =
        /script-src ([^;]*)/
          .exec(policy)?.[1]
          ?.split(' ')
          .filter((source) => source.startsWith("'sha256-")) ?? [];
      expect(allowed.sort()).toEqual([...new Set(hashes)].sort());
    }
  });
});
