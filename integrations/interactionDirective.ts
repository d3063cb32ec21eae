/** Registers `client:interaction` (src/islands/directives/onInteraction.ts) with Astro. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/islands/directives/onInteraction.ts', import.meta.url)),
        });
      },
    },
  };
}
