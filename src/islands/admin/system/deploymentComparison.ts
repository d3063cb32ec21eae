/** What the build wrote into dist/build-info.json (integrations/buildInfo.ts). */
export interface BuildInfo {
  commit: string | null;
  commitTime: string | null;
  uncommittedChanges: boolean | null;
  builtAt: string;
  migrations: string[];
  functionsVersion: string;
}

export interface Finding {
  ok: boolean;
  text: string;
}

const listed = (versions: readonly string[]) =>
  versions.length > 3 ? `${versions.slice(0, 3).join(', ')} and ${versions.length - 3} more` : versions.join(', ');

/**
 * The differences between what this build was made from and what runs, in plain sentences: the
 * database against the build's migrations (either may be ahead), and the functions' source
 * version against the build's. Nothing known is claimed: an unknown version says so.
 */
export function compareDeployment(build: BuildInfo, applied: readonly string[], functionsVersion: string | null): Finding[] {
  const inDatabase = new Set(applied);
  const inBuild = new Set(build.migrations);
  const missing = build.migrations.filter((version) => !inDatabase.has(version));
  const unknown = applied.filter((version) => !inBuild.has(version));
  const findings: Finding[] = [
    missing.length > 0
      ? {
          ok: false,
          text: `The database is behind: ${missing.length} migration${missing.length === 1 ? '' : 's'} of this build not applied (${listed(missing)}). Run supabase db push.`,
        }
      : { ok: true, text: `The database has every one of this build's ${build.migrations.length} migrations.` },
  ];
  if (unknown.length > 0)
    findings.push({
      ok: false,
      text: `The site is behind the database: ${unknown.length} applied migration${unknown.length === 1 ? ' is' : 's are'} not in this build (${listed(unknown)}). Deploy a newer build.`,
    });
  findings.push(
    functionsVersion === null
      ? { ok: false, text: 'The functions do not say their version: set FUNCTIONS_VERSION when deploying them (docs/deploy.md).' }
      : functionsVersion === build.functionsVersion
        ? { ok: true, text: `The functions run the source of this build (version ${functionsVersion}).` }
        : {
            ok: false,
            text: `The functions run other source than this build: version ${functionsVersion}, this build's is ${build.functionsVersion}. Deploy the functions and the site from the same commit.`,
          },
  );
  if (build.uncommittedChanges)
    findings.push({ ok: false, text: 'This build was made from uncommitted changes: its commit does not describe it exactly.' });
  return findings;
}
