import {
  type SiteBuild,
  type SiteBuildRow,
  type SkippedPiece,
  siteBuildColumns,
  siteBuildOf,
} from '../../functions/_shared/publishing/siteBuild.ts';
import type { Queries } from '../db/database.ts';

/** The rows of `public.site_builds` the embedded rebuilder keeps, written as the database's owner. */
export function createBuildRecords(db: Queries) {
  const one = async (sql: string, params: unknown[] = []): Promise<SiteBuild> => {
    const { rows } = await db.query<SiteBuildRow>(`${sql} returning ${siteBuildColumns}`, params);
    const row = rows[0];
    if (!row) throw new Error('The site build record was not found.');
    return siteBuildOf(row);
  };
  return {
    queue: () => one(`insert into public.site_builds (state) values ('queued')`),
    /** Another publish joins the build that has not started yet. */
    join: (id: number) => one('update public.site_builds set requests = requests + 1 where id = $1', [id]),
    start: (id: number) => one(`update public.site_builds set state = 'building', started_at = now() where id = $1`, [id]),
    /** Live, with the pieces the build could not render and left out (none, usually). */
    live: (id: number, skipped: readonly SkippedPiece[] = []) =>
      one(`update public.site_builds set state = 'live', finished_at = now(), skipped = $2::jsonb where id = $1`, [
        id,
        JSON.stringify(skipped),
      ]),
    fail: (id: number, error: string) =>
      one(`update public.site_builds set state = 'failed', finished_at = now(), error = $2 where id = $1`, [id, error]),
    /**
     * Builds a previous run of the server left waiting or running: that process is gone, and its
     * build with it, so they are closed as failed instead of showing "publishing…" forever.
     */
    closeInterrupted: async (): Promise<number> => {
      const { affectedRows } = await db.query(
        `update public.site_builds set state = 'failed', finished_at = now(),
           error = 'The server stopped before this build finished; publish again to rebuild the site.'
         where state in ('queued', 'building')`,
      );
      return affectedRows ?? 0;
    },
  };
}

export type BuildRecords = ReturnType<typeof createBuildRecords>;
