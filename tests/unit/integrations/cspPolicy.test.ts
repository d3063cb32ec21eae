import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, mergedHashes, policyFor, storageSources } from '../../../integrations/cspPolicy.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  const html = `<html><head><script>document.documentElement.dataset.x="1"</script>
    <script type="module" src="/_astro/a.js"></script><style>body{color:red}</style>
    <script type="application/ld+json">{"@type":"Person"}</script></head>
    <body><div style="width:40%"></div><div style="width:40%"></div></body></html>`;

  it('hashes inline scripts but not external scripts or JSON data', () => {
    expect(inlineHashes(html).scripts).toEqual([hashOf('document.documentElement.dataset.x="1"')]);
  });

  it('hashes inline styles and each distinct style attribute once', () => {
    const hashes = inlineHashes(html);
    expect(hashes.styles).toEqual([hashOf('body{color:red}')]);
    expect(hashes.styleAttributes).toEqual([hashOf('width:40%')]);
  });
});

describe('policyFor', () => {
  const hashes = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"], styleAttributes: [] };

  it('never allows unsafe-inline or eval, only the compiling of WebAssembly and workers of the site', () => {
    const policy = policyFor(hashes, []);
    expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets only the site itself frame a page, and a page frame only itself and the embed players', () => {
    expect(policyFor(hashes, [])).toContain("frame-ancestors 'self'");
    expect(policyFor(hashes, [])).toContain("frame-src 'self' https://www.youtube-nocookie.com https://open.spotify.com;");
  });

  it('allows the configured backend origin to be called', () => {
    expect(policyFor(hashes, ['https://project.supabase.co'])).toContain("connect-src 'self' https://project.supabase.co");
  });

  it('allows style attributes only by hash', () => {
    const policy = policyFor({ ...hashes, styleAttributes: ["'sha256-c'"] }, []);
    expect(policy).toContain("style-src 'self' 'sha256-b' 'unsafe-hashes' 'sha256-c'");
  });
});

describe('storageSources', () => {
  const hashes = { scripts: [], styles: [], styleAttributes: [] };

  it('is nothing when Storage is the site itself (the embedded backend)', () => {
    expect(storageSources(undefined)).toEqual([]);
    const policy = policyFor(hashes, [], undefined, storageSources(undefined));
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("media-src 'self' blob:;");
  });

  it('lets images and audio load from the hosted project’s public files and signed URLs only', () => {
    const sources = storageSources('https://project.supabase.co/');
    expect(sources).toEqual([
      'https://project.supabase.co/storage/v1/object/public/',
      'https://project.supabase.co/storage/v1/object/sign/',
    ]);
    const policy = policyFor(hashes, ['https://project.supabase.co'], undefined, sources);
    expect(policy).toContain(`img-src 'self' data: blob: ${sources.join(' ')};`);
    expect(policy).toContain(`media-src 'self' blob: ${sources.join(' ')};`);
    // Not the whole origin: its API answers JSON, never an image or a sound.
    expect(policy).not.toMatch(/(img|media)-src[^;]* https:\/\/project\.supabase\.co[ ;]/);
  });
});

describe('mergedHashes', () => {
  it('allows what any of the pages runs or styles inline, each hash once', () => {
    const one = { scripts: ["'sha256-a'"], styles: ["'sha256-s'"], styleAttributes: [] };
    const two = { scripts: ["'sha256-b'", "'sha256-a'"], styles: ["'sha256-s'"], styleAttributes: ["'sha256-w'"] };
    expect(mergedHashes([one, two])).toEqual({
      scripts: ["'sha256-a'", "'sha256-b'"],
      styles: ["'sha256-s'"],
      styleAttributes: ["'sha256-w'"],
    });
  });
});
