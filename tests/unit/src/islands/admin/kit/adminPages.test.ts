import { globSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { adminPageLoaders } from '../../../../../../src/islands/admin/kit/adminPages.ts';

/** Every tag an admin page's shell holds (`<AdminTool tag="…">`), from the pages and the page components. */
const shellTags = globSync(['src/pages/**/*.astro', 'src/islands/admin/**/*.astro']).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<AdminTool tag="([a-z-]+)"/g)].map((match) => match[1]),
);

it('has one loader for each admin page’s shell, and no loader that no page uses', () => {
  expect(new Set(shellTags)).toEqual(new Set(Object.keys(adminPageLoaders)));
});
