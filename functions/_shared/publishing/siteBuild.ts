/**
 * A rebuild of the public site as `public.site_builds` records it and the `site-rebuild` function
 * answers it (the editor's `src/islands/admin/kit/siteRebuild.ts` reads the same shape).
 */
export interface SiteBuild {
  id: number;
  state: 'queued' | 'building' | 'live' | 'failed' | 'requested';
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the build failed, in words the owner can act on; null unless `failed`. */
  error: string | null;
  /** Pieces the build could not render and left out of the site it published (the embedded backend's builds only). */
  skipped: SkippedPiece[];
}

/** A published piece a build left out, with the page it belongs on and why, for that piece's editor. */
export interface SkippedPiece {
  /** The public page the piece is, or is part of (`/public` for the brand's content). */
  page: string;
  title: string;
  reason: string;
}

/**
 * The embedded backend's rebuilder, as the functions see it: asking joins the build waiting to
 * start, or queues one. In production there is none, and the function calls the deploy hook.
 */
export interface SiteRebuildPort {
  request(): Promise<SiteBuild>;
}

export const siteBuildColumns = 'id, state, requested_at, started_at, finished_at, error, skipped';

export interface SiteBuildRow {
  id: number | string;
  state: SiteBuild['state'];
  requested_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  error: string | null;
  skipped: SkippedPiece[] | null;
}

const instant = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function siteBuildOf(row: SiteBuildRow): SiteBuild {
  return {
    id: Number(row.id),
    state: row.state,
    requestedAt: instant(row.requested_at) as string,
    startedAt: instant(row.started_at),
    finishedAt: instant(row.finished_at),
    error: row.error,
    skipped: row.skipped ?? [],
  };
}
