import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { deployedFunctions } from '../../../../functions/_shared/deployedFunctions.ts';
import { readFunctionsConfig } from '../../../../server/functions/functionsConfig.ts';

it('names every function of supabase/config.toml, and no other', () => {
  const configured = [...readFunctionsConfig(join(import.meta.dirname, '../../../../supabase/config.toml')).keys()];
  expect([...deployedFunctions].sort()).toEqual(configured.sort());
});

it('docs/deploy.md deploys every function, once', () => {
  const guide = readFileSync(join(import.meta.dirname, '../../../../docs/deploy.md'), 'utf8');
  const deployed = [...guide.matchAll(/^supabase functions deploy ([a-z-]+)$/gm)].map((line) => line[1]);
  expect(deployed.sort()).toEqual([...deployedFunctions].sort());
});
