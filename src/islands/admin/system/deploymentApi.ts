import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { arrayOf, checked, hasFields, isBoolean, isString, orNull } from '../../../lib/plainChecks.ts';
import type { BuildInfo } from './deploymentComparison.ts';
import { loadSystemStatus } from './systemStatus.ts';

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

/** What /deployment-sync compares: the build served, the migrations applied, and what the functions say of themselves. */
export const loadDeployment = () => Promise.all([loadBuild(), loadApplied(), loadSystemStatus()]);
export type Deployment = Awaited<ReturnType<typeof loadDeployment>>;
