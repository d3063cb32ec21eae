import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, distDir } from './support/dist.ts';

beforeAll(assertBuilt);

/**
 * Tailwind's own at-rules, which its build turns into CSS. One left in a built sheet means Tailwind
 * never read that file (a sheet with `@reference` and no `@apply` is passed over), so the browser
 * gets a rule it does not know and, for `@apply`, no styles.
 */
const tailwindDirectives = /@(reference|apply|tailwind|theme|utility|variant|custom-variant|source|plugin|config)\b/;

describe('the built stylesheets', () => {
  it('carry no Tailwind directive the build left unprocessed', () => {
    const folder = join(distDir, '_astro');
    const left = readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) => {
        const directive = tailwindDirectives.exec(readFileSync(join(folder, name), 'utf8'));
        return directive ? [`${name}: ${directive[0]}`] : [];
      });
    expect(left).toEqual([]);
  });
});
