// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { csp } from './integrations/csp.ts';
import { storageSources } from './integrations/cspPolicy.ts';
import { minifyInlineScripts } from './integrations/minifyInlineScripts.ts';
import { afterFirstPaint } from './integrations/afterFirstPaint.ts';
import { iconsInPage } from './integrations/iconsInPage.ts';
import { sitePassages } from './integrations/sitePassages.ts';
import { buildInfo } from './integrations/buildInfo.ts';
import { serviceWorker } from './integrations/serviceWorker.ts';
import { precompress } from './integrations/precompress.ts';
import { hostHeaders } from './integrations/hostHeaders.ts';
import { readerChunks } from './integrations/readerChunks.ts';
import { plainDynamicImports } from './integrations/plainDynamicImports.ts';
import { interactionDirective } from './integrations/interactionDirective.ts';
import { configuredSiteUrl, requireSiteUrl } from './integrations/siteUrl.ts';
import { googleTagConnectOrigins, googleTagOrigin } from './src/lib/consent/googleTag.ts';

const site = configuredSiteUrl(process.env);
// The browser may call the hosted backend when one is configured; locally it is the same origin.
const backendOrigin = process.env.PUBLIC_SUPABASE_URL ? new URL(process.env.PUBLIC_SUPABASE_URL).origin : undefined;
// The Google tag loads only when a measurement ID is set at build; only then may its origins run.
const googleTag = Boolean(process.env.PUBLIC_GA_MEASUREMENT_ID?.trim());

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // Stylesheets stay files: each page carries the rules its markup can use and fetches the files
  // after its first paint (integrations/afterFirstPaint.ts).
  build: { format: 'file', inlineStylesheets: 'never' },
  prefetch: false,
  // Published Markdown gets no syntax colours: Shiki writes them as style attributes, and each
  // would be one more hash in the policy that every article shares (integrations/pageFolders.ts).
  markdown: { syntaxHighlight: false },
  integrations: [
    // First: a build without its public address stops before any work.
    requireSiteUrl(),
    react(),
    interactionDirective(),
    // Before the CSP, which hashes the inline scripts and styles as they are then.
    afterFirstPaint(),
    iconsInPage(),
    minifyInlineScripts(),
    csp({
      connectOrigins: [
        ...(backendOrigin ? [backendOrigin, backendOrigin.replace(/^http/, 'ws')] : []),
        ...(googleTag ? googleTagConnectOrigins : []),
      ],
      thirdParty: googleTag ? { scripts: [googleTagOrigin], images: googleTagConnectOrigins } : undefined,
      // The site's images and episode audio, from the hosted project's Storage.
      storage: storageSources(backendOrigin),
    }),
    // The site guide's passages, read from the pages as readers see them.
    sitePassages(),
    // What the build was made from, for /deployment-sync.
    buildInfo(),
    // After the CSP, which rewrites the pages it precaches; before precompress and hostHeaders, so
    // /sw.js gets compressed copies, an ETag and headers like every other file.
    serviceWorker(),
    // It compresses and fingerprints the files as the integrations above left them.
    precompress(),
    // Last: static hosts get the headers of every file written above.
    hostHeaders(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      plainDynamicImports(),
      readerChunks({
        page: '/src/lib/shell/startPage.ts',
        lazyParts: ['/src/overlays/visitorLayer.ts', '/src/lib/analytics/pageAnalytics.ts'],
        // Only on a page with an embed; one file keeps such a page within its script budget.
        wholeParts: ['/src/lib/publishing/contentEmbeds.ts'],
        adminKit: { folder: '/src/islands/admin/kit/', element: '/src/islands/admin/kit/adminToolElement.ts' },
      }),
    ],
    // Scripts stay external files: cached once for every page instead of repeated in each
    // page's HTML, which keeps the first view small and the CSP hash lists short.
    build: { assetsInlineLimit: 0 },
  },
});
