import { describe, expect, it } from 'vitest';
import { type BuildInfo, compareDeployment } from '../../../../../../src/islands/admin/system/deploymentComparison.ts';

const build: BuildInfo = {
  commit: 'b8692bb504ddf84c289bdca0cec45aa96f3b325c',
  commitTime: '2026-11-26T08:36:12+00:00',
  uncommittedChanges: false,
  builtAt: '2026-11-26T08:36:38.027Z',
  migrations: ['20261101', '20261102', '20261103'],
  functionsVersion: 'a1b2c3d4e5f6',
};

describe('what is out of date', () => {
  it('is nothing when the database and the functions match the build', () => {
    const findings = compareDeployment(build, ['20261101', '20261102', '20261103'], 'a1b2c3d4e5f6');
    expect(findings.every((finding) => finding.ok)).toBe(true);
  });

  it('names the migrations the database lacks, and those the build does not know', () => {
    const findings = compareDeployment(build, ['20261101', '20261104'], 'a1b2c3d4e5f6');
    expect(findings.filter((finding) => !finding.ok).map((finding) => finding.text)).toEqual([
      'The database is behind: 2 migrations of this build not applied (20261102, 20261103). Run supabase db push.',
      'The site is behind the database: 1 applied migration is not in this build (20261104). Deploy a newer build.',
    ]);
  });

  it('says when the functions run other source, or do not say their version', () => {
    expect(compareDeployment(build, build.migrations, 'ffffffffffff').at(-1)).toMatchObject({
      ok: false,
      text: expect.stringContaining('version ffffffffffff'),
    });
    expect(compareDeployment(build, build.migrations, null).at(-1)).toMatchObject({
      ok: false,
      text: expect.stringContaining('FUNCTIONS_VERSION'),
    });
  });

  it('says when the build was made from uncommitted changes', () => {
    expect(compareDeployment({ ...build, uncommittedChanges: true }, build.migrations, 'a1b2c3d4e5f6').at(-1)?.text).toContain(
      'uncommitted',
    );
  });
});
