import { SearchableTable } from '../kit/SearchableTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { ToolData } from '../kit/ToolStates.tsx';
import type { UrlValue } from '../kit/urlParams.ts';
import { useToolData } from '../kit/useToolData.ts';
import { type ListAddress, useListAddress } from '../kit/useUrlState.ts';
import { type Deployment, loadDeployment } from './deploymentApi.ts';
import { compareDeployment } from './deploymentComparison.ts';
import { stateLabel, systemTable } from './systemList.ts';

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
const migrations = systemTable('migrations', 'Migrations: in this build and applied in the database', columns, {
  key: (row) => row.version,
  noun: 'migrations',
  sort: { key: 'version', direction: 'descending' },
});

/** /deployment-sync: the build served, the migrations applied against the build's, and the functions' version; what is out of date, said plainly. */
export function DeploymentSync() {
  const data = useToolData(loadDeployment);
  const list = useListAddress(migrations.address);
  return (
    <ToolData data={data} what="what is deployed">
      {(deployment) => <DeploymentState deployment={deployment} list={list} />}
    </ToolData>
  );
}

function DeploymentState({ deployment, list }: { deployment: Deployment; list: ListAddress<UrlValue<typeof migrations.address>> }) {
  const [build, applied, status] = deployment;
  const findings = compareDeployment(
    build,
    applied.map((migration) => migration.version),
    status.functionsVersion,
  );
  const names = new Map(applied.map((migration) => [migration.version, migration.name]));
  const versions = [...new Set([...build.migrations, ...applied.map((migration) => migration.version)])];
  const rows = versions.map((version) => ({
    version,
    name: names.get(version) ?? '(not applied)',
    inBuild: build.migrations.includes(version),
    applied: names.has(version),
  }));
  const functions = status.checks.filter((check) => check.id.startsWith('function:'));
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
      <SearchableTable
        {...migrations.props}
        list={list}
        rows={rows}
        empty={<p className="admin-muted">Neither this build nor the database has a migration.</p>}
      />
    </div>
  );
}
