import type { AstroIntegration } from 'astro';
import { describe, expect, it } from 'vitest';
import { configuredSiteUrl, developmentSiteUrl, requireSiteUrl, siteUrlProblem } from '../../../integrations/siteUrl.ts';

type ConfigSetup = (options: { command: 'dev' | 'build' | 'preview' | 'sync' }) => void;
const configSetup = (integration: AstroIntegration) => integration.hooks['astro:config:setup'] as unknown as ConfigSetup;

describe('siteUrlProblem', () => {
  it('accepts an http(s) origin, with or without its trailing slash', () => {
    expect(siteUrlProblem('https://strategist.example')).toBeUndefined();
    expect(siteUrlProblem('https://strategist.example/')).toBeUndefined();
    expect(siteUrlProblem(developmentSiteUrl)).toBeUndefined();
  });

  it('refuses a missing or blank value, saying how to set it for a host and for this machine', () => {
    for (const value of [undefined, '', '  ']) {
      const problem = siteUrlProblem(value);
      expect(problem).toMatch(/^PUBLIC_SITE_URL is not set/);
      expect(problem).toContain('PUBLIC_SITE_URL=https://strategist.example npm run build');
      expect(problem).toContain(`PUBLIC_SITE_URL=${developmentSiteUrl} npm run build`);
    }
  });

  it('refuses what is not an http(s) origin', () => {
    expect(siteUrlProblem('strategist.example')).toMatch(/not an address/);
    expect(siteUrlProblem('https://strategist.example/blog')).toMatch(/origin only, with no path/);
    expect(siteUrlProblem('ftp://strategist.example')).toMatch(/origin only/);
  });
});

describe('requireSiteUrl', () => {
  it('stops a build without PUBLIC_SITE_URL, and lets it through with one', () => {
    expect(() => configSetup(requireSiteUrl({}))({ command: 'build' })).toThrow(/PUBLIC_SITE_URL is not set/);
    expect(() => configSetup(requireSiteUrl({ PUBLIC_SITE_URL: 'https://strategist.example' }))({ command: 'build' })).not.toThrow();
  });

  it('leaves the development server, preview and sync on the local default', () => {
    for (const command of ['dev', 'preview', 'sync'] as const) {
      expect(() => configSetup(requireSiteUrl({}))({ command })).not.toThrow();
    }
    expect(configuredSiteUrl({})).toBe(developmentSiteUrl);
    expect(configuredSiteUrl({ PUBLIC_SITE_URL: 'https://strategist.example' })).toBe('https://strategist.example');
  });
});
