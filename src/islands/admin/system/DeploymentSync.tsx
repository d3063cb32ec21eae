import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { arrayOf, checked, hasFields, isBoolean, isString, orNull } from '../../../lib/plainChecks.ts';
import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { type BuildInfo, compareDeployment } from './deploymentComparison.ts';
import { type Column, SystemTable } from './SystemTable.tsx';
import { stateLabel } from './SystemStatus.tsx';
import { loadSystemStatus, type StatusCheck } from './systemStatus.ts';

const isBuildInfo = hasFields<BuildInfo>({
  commit: orNull(isString),
  commitTime: orNull(isString),
  uncommittedChanges: orNull(isBoolean),
  builtAt: isString,
  migrations: arrayOf(isString),
  functionsVersion: isString,
});
const isMigration = hasFields<{ version: string; name: string }>({ version: isString, name: isString });

async function loadBuild(): Promise<BuildInfo> {
  // buildInfoFile of integrations/builtFiles.ts, which the browser cannot import (it reads the disk).
  const response = await fetch('/data/build-info.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The site has no build-info.json (answered ${response.status}): build it again with npm run build.`);
  return checked(await response.json(), isBuildInfo, 'build-info.json', '{ commit, builtAt, migrations, functionsVersion }');
}

async function loadApplied(): Promise<{ version: string; name: string }[]> {
  const { data, error } = await (await getSupabase()).rpc('admin_applied_migrations');
  if (error) throw new Error(`The applied migrations could not be read: ${error.message}`);
  return checked(data, arrayOf(isMigration), 'applied migrations', 'a list of { version, name }');
}

const load = () => Promise.all([loadBuild(), loadApplied(), loadSystemStatus()]);

interface MigrationRow {
  version: string;
  name: string;
  inBuild: boolean;
  applied: boolean;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const columns: Column<MigrationRow>[] = [
  { key: 'version', label: 'Version', value: (row) => row.version },
  { key: 'name', label: 'Name', value: (row) => row.name },
  { key: 'build', label: 'In this build', value: (row) => yesNo(row.inBuild) },
  { key: 'applied', label: 'Applied in the database', value: (row) => yesNo(row.applied) },
];

/** /deployment-sync: the build served, the migrations applied against the build's, and the functions' version; what is out of date, said plainly. */
export function DeploymentSync() {
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="what is deployed" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const [build, applied, status] = state.data;
  const findings = compareDeployment(
    build,
    applied.map((migration) => migration.version),
    status.functionsVersion,
  );
  const names = new Map(applied.map((migration) => [migration.version, migration.name]));
  const versions = [...new Set([...build.migrations, ...applied.map((migration) => migration.version)])].sort().reverse();
  const rows = versions.map((version) => ({
    version,
    name: names.get(version) ?? '(not applied)',
    inBuild: build.migrations.includes(version),
    applied: names.has(version),
  }));
  const functions = status.checks.filter((check: StatusCheck) => check.id.startsWith('function:'));
  return (
    <div className="admin-stack">
      <ul className="system-findings" aria-label="What is out of date">
        {findings.map((finding) => (
          <li key={finding.text} className={finding.ok ? 'system-good' : 'system-bad'}>
            {finding.ok ? 'Up to date: ' : 'Out of date: '}
            {finding.text}
          </li>
        ))}
      </ul>
      <dl className="card system-build">
        <dt>Commit</dt>
        <dd>
          {build.commit ? <code>{build.commit.slice(0, 12)}</code> : 'Unknown: the build had no git history'}
          {build.commitTime && `, committed ${new Date(build.commitTime).toLocaleString()}`}
        </dd>
        <dt>Built</dt>
        <dd>{new Date(build.builtAt).toLocaleString()}</dd>
        <dt>Functions</dt>
        <dd>
          {functions.filter((check) => check.ok).length} of {functions.length} answering (
          {functions.map((check) => `${check.name.replace('Function ', '')}: ${stateLabel(check.ok)}`).join(', ')})
        </dd>
      </dl>
      <SystemTable
        caption="Migrations: in this build and applied in the database"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.version}
        csvName="migrations.csv"
      />
    </div>
  );
}
