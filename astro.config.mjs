// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { publicPaths } from './src/lib/routes/publicPaths.ts';

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
const publicPathSet = new Set(publicPaths());

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  prefetch: false,
  integrations: [
    react(),
    sitemap({
      filter: (page) => publicPathSet.has(new URL(page).pathname.replace(/\/$/, '') || '/'),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
