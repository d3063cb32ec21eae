import { join, resolve } from 'node:path';

interface SiteFolderFlags {
  /** `--dist=<dir>`: a build output to serve, as given. */
  dist?: string;
  /** `--data=<dir>`: the copy's own data folder. */
  data?: string;
}

/**
 * The built site a copy serves and rebuilds on publish. A copy with its own data folder keeps its
 * site beside that folder (`<data>-site/`, as its uploads are `<data>-storage/`): the site is built
 * from that database's published content, so two copies started from one checkout (the real one
 * and a `--demo` one) never serve or overwrite each other's pages. `--dist` names one outright.
 */
export function siteFolder(projectRoot: string, { dist, data }: SiteFolderFlags): string {
  if (dist) return resolve(projectRoot, dist);
  if (data) return `${resolve(projectRoot, data).replace(/[/\\]+$/, '')}-site`;
  return join(projectRoot, 'dist');
}
