import type { RoutePath } from './paths.ts';
import type { RoleCategory, RoleId } from './roles.ts';

/** Who may open a page. The server enforces data access; this only decides what the browser draws. */
export type Access = 'public' | 'user' | 'admin';

/** Sidebar groups a signed-in or signed-out visitor sees. */
export type VisitorGroup = 'discovery' | 'analysis' | 'specialized-tools' | 'role-assessments' | 'platform';

/** Sidebar groups the administrator sees. */
export type AdminGroup =
  | 'web-apps'
  | 'role-assessments'
  | 'admin-hub'
  | 'ai-tech'
  | 'market-intelligence'
  | 'publishing'
  | 'first-party-data';

/**
 * A page as the table writes it. The table's own paths make up `RoutePath`, so an entry can only
 * say that its path starts with a slash; `RouteDef` is the same entry once its path is known.
 */
export interface RouteEntry {
  path: `/${string}`;
  title: string;
  description: string;
  access: Access;
  /** Short label for breadcrumbs and the sidebar. */
  label: string;
  visitorGroup?: VisitorGroup;
  adminGroup?: AdminGroup;
  /** Set on `/ai-assessment-{role}` pages: which role's assessment the generic screen shows. */
  assessmentType?: RoleId;
  /** Category heading inside the Role Assessments sidebar group. */
  roleCategory?: RoleCategory;
  /** Symbol id in the icon sprite for the sidebar; without it the link shows its group's icon. */
  icon?: string;
  /**
   * False on pages no search should list: those reached only from a link in a mail or the sign-in
   * form (account confirm, password reset, newsletter confirm and unsubscribe), the offline page
   * the service worker shows, and the partner API's reference, which the owner hands to partners.
   * Left out of the sitemap and marked noindex.
   */
  listed?: false;
}

/** A page of the route table. */
export interface RouteDef extends RouteEntry {
  path: RoutePath;
}
