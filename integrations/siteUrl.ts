/**
 * The site's public origin, which every canonical URL, social card, the manifest and the sitemap
 * are built on. A build must be told it (`PUBLIC_SITE_URL`): a default would put localhost into
 * cards that social networks keep for weeks. The development server alone falls back to localhost.
 * Builds that are only served on this machine (`npm start`, the test command) pass their local
 * origin explicitly.
 */
import type { AstroIntegration } from 'astro';

export const developmentSiteUrl = 'http://localhost:4321';

/** Why `value` cannot be a build's PUBLIC_SITE_URL, or undefined when it can. */
export function siteUrlProblem(value: string | undefined): string | undefined {
  const example = 'PUBLIC_SITE_URL=https://strategist.example npm run build';
  const local = `PUBLIC_SITE_URL=${developmentSiteUrl} npm run build`;
  if (!value?.trim()) {
    return (
      `PUBLIC_SITE_URL is not set. A build writes the site's public address into every canonical URL, ` +
      `social card, the manifest and the sitemap, so it must be told it: ${example}. ` +
      `For a build served only on this machine, say so: ${local}.`
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `PUBLIC_SITE_URL is not an address: received ${JSON.stringify(value)}; expected an origin like https://strategist.example.`;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    return `PUBLIC_SITE_URL must be an http(s) origin only, with no path: received ${JSON.stringify(value)}; expected one like https://strategist.example.`;
  }
  return undefined;
}

/** The origin for astro.config.mjs's `site`: PUBLIC_SITE_URL, else the development server's. */
export function configuredSiteUrl(env: NodeJS.ProcessEnv): string {
  return env.PUBLIC_SITE_URL?.trim() || developmentSiteUrl;
}

/** Stops `astro build` at once, with what to do, when PUBLIC_SITE_URL is missing or malformed. */
export function requireSiteUrl(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'require-site-url',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build') return;
        const problem = siteUrlProblem(env.PUBLIC_SITE_URL);
        if (problem) throw new Error(problem);
      },
    },
  };
}
