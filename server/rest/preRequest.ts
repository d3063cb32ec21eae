import type { Queries } from '../db/database.ts';
import { quoteIdent } from './sqlText.ts';

/**
 * PostgREST's pre-request function (`db-pre-request`), found where PostgREST finds it on a hosted
 * project: the `pgrst.db_pre_request` setting of the authenticator role, this database's own over
 * the server-wide one, which the migrations set. Read once, when the first request needs it, as
 * PostgREST reads its configuration at start; the migrations have run by then.
 */
export function createPreRequest(db: Queries) {
  let call: Promise<string | undefined> | undefined;

  async function lookUp(): Promise<string | undefined> {
    const result = await db.query<{ name: string }>(`
      select substr(setting, strpos(setting, '=') + 1) as name
      from pg_catalog.pg_db_role_setting as role_setting, unnest(role_setting.setconfig) as setting
      where role_setting.setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
        and role_setting.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        and setting like 'pgrst.db\\_pre\\_request=%'
      order by role_setting.setdatabase desc
      limit 1`);
    const name = result.rows[0]?.name;
    return name ? `select ${name.split('.').map(quoteIdent).join('.')}()` : undefined;
  }

  return {
    /** The statement that calls the function, or undefined when none is configured. */
    statement(): Promise<string | undefined> {
      call ??= lookUp().catch((error: unknown) => {
        call = undefined;
        throw error;
      });
      return call;
    },
  };
}
