import { describe, expect, it } from 'vitest';
import { astroScripts } from '../../../../scripts/lint/astroScripts.ts';

describe('astroScripts', () => {
  it('keeps the frontmatter and the scripts Astro bundles, and leaves out the markup and inline scripts', () => {
    const component = [
      '---',
      "import Card from './Card.astro';",
      "import type { Route } from '../lib/routes/index.ts';",
      '---',
      '<Card title={a > b ? "x" : "y"} />',
      '<script type="application/ld+json" is:inline set:html={text} />',
      "<script>import { wire } from '../lib/wire.ts'; wire();</script>",
      '<script is:inline>import("https://example.org/tag.js")</script>',
      '<script src="../lib/shell/startPage.ts"></script>',
      '<script data-note={count > 1 ? "many" : "one"}>',
      "  import '../lib/late.ts';",
      '</script>',
    ].join('\n');
    const module = astroScripts(component);
    for (const kept of [
      "'./Card.astro'",
      'import type { Route }',
      "'../lib/wire.ts'",
      "import '../lib/shell/startPage.ts';",
      "'../lib/late.ts'",
    ])
      expect(module).toContain(kept);
    for (const left of ['<Card', 'example.org', 'ld+json']) expect(module).not.toContain(left);
  });

  it('reads a component without frontmatter', () => {
    expect(astroScripts("<p>Hi</p>\n<script>import './a.ts';</script>")).toContain("import './a.ts';");
  });
});
