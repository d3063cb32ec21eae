import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config/readConfig.ts';
import { documentedVariables, envReads } from './support/envFiles.ts';
import { projectRoot } from './support/repositoryFiles.ts';

const example = documentedVariables(readFileSync(join(projectRoot, '.env.example'), 'utf8'));
const documented = new Set(example.map((variable) => variable.name));
const reads = envReads({ skip: 'tests/unit/support/envFiles.ts' });

describe('.env.example', () => {
  it('documents every environment variable the code reads', () => {
    const missing = reads.filter((read) => !documented.has(read.name)).map((read) => `${read.name} (read in ${read.file})`);
    expect(missing, 'add these to .env.example with a comment line and their development default').toEqual([]);
  });

  it('documents no variable the code no longer reads', () => {
    const read = new Set(reads.map((variable) => variable.name));
    expect(example.filter((variable) => !read.has(variable.name)).map((variable) => variable.name)).toEqual([]);
  });

  it('names each variable once, with one comment line right above it', () => {
    expect(example.length).toBe(documented.size);
    expect(example.filter((variable) => !variable.commentAbove).map((variable) => variable.name)).toEqual([]);
  });

  it("changes nothing when copied to .env: its values are the backend's development defaults", () => {
    const fromExample = Object.fromEntries(example.filter((variable) => variable.set).map((variable) => [variable.name, variable.value]));
    expect(readConfig(fromExample)).toEqual(readConfig({}));
  });

  it('leaves the production-only settings unset, so development mail stays in the catcher', () => {
    const set = new Set(example.filter((variable) => variable.set).map((variable) => variable.name));
    expect(['SITE_URL', 'EMAIL_API_URL', 'EMAIL_API_KEY', 'PUBLIC_SUPABASE_URL'].filter((name) => set.has(name))).toEqual([]);
  });
});
