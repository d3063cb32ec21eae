/**
 * Dynamic imports in the browser's build stay plain `import()`. Vite wraps each in a helper that
 * first preloads the imported chunk's own imports; the reader's chunks are grouped
 * (readerChunks.ts), so there is little to preload, and the helper weighed about 1.5 KB in the
 * page script. `build.modulePreload: false` empties the lists but keeps the helper (Astro fixes
 * that setting anyway), so the helper is replaced by one that just imports. A dynamic import that
 * would need a stylesheet first would still get a list: the build stops then rather than ship a
 * page whose lazily loaded part has no styles.
 */
import type { Plugin } from 'vite';

const preloadHelperId = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name, config) {
      if (name === 'client') config.build = { ...config.build, modulePreload: false };
    },
    load(id) {
      return id === preloadHelperId ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_, bundle) {
      const listing = Object.values(bundle).filter((file) => file.type === 'chunk' && file.code.includes('__vite__mapDeps'));
      if (listing.length > 0) {
        this.error(
          `plain-dynamic-imports: expected no dynamic import to need a preload, found lists in ${listing.map((file) => file.fileName).join(', ')}.`,
        );
      }
    },
  };
}
