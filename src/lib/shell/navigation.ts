/**
 * The sidebar's groups, built from the route table so no path is written here. Visitors (signed out
 * or in) see Your AI Journey, Role Assessments and Platform; the admin sees the admin groups
 * instead, the console's tools first. A visitor's link to a page that asks a signed-out reader to sign in is marked, or its
 * group's title when every page of the group does.
 */
import { asksToSignIn } from '../access.ts';
import { roleCategories, routes, type AdminGroup, type RouteDef, type RoutePath, type VisitorGroup } from '../routes/index.ts';
import { groupIcons, iconFor } from './icons.ts';

export interface NavLink {
  path: RoutePath;
  label: string;
  icon: string;
  /** The page needs an account: a signed-out reader is sent to sign in first, and the link says so. */
  needsAccount?: boolean;
}
export interface NavSection {
  title?: string;
  links: NavLink[];
}
export interface NavGroup {
  title: string;
  icon: string;
  sections: NavSection[];
  /** Every page in the group needs an account: one mark on the title instead of one per link. */
  needsAccount?: boolean;
  /** Drawn closed (a disclosure) unless it holds the current page: the reader's pages in the admin's sidebar. */
  folded?: boolean;
}

function linksOf(filter: (route: RouteDef) => boolean, group: VisitorGroup | AdminGroup): NavLink[] {
  return routes.filter(filter).map((route) => ({ path: route.path, label: route.label, icon: iconFor(route, group) }));
}

/** The visitor's groups, without the pages in `leftOut` (the reader sections with nothing published yet). */
export function visitorNavigation(leftOut: readonly RoutePath[] = []): NavGroup[] {
  const visitorSection = (group: VisitorGroup, title?: string): NavSection => ({
    title,
    links: linksOf((route) => route.visitorGroup === group && !leftOut.includes(route.path), group),
  });
  const roleSections = roleCategories.map((category) => ({
    title: category,
    links: linksOf((route) => route.visitorGroup === 'role-assessments' && route.roleCategory === category, 'role-assessments'),
  }));
  return [
    {
      title: 'Your AI Journey',
      icon: groupIcons.discovery,
      sections: [
        visitorSection('discovery', 'Discovery'),
        visitorSection('analysis', 'Analysis'),
        visitorSection('specialized-tools', 'Specialised Tools'),
      ],
    },
    { title: 'Role Assessments', icon: groupIcons['role-assessments'], sections: roleSections },
    { title: 'Platform', icon: groupIcons.platform, sections: [visitorSection('platform')] },
  ].map(markedForSignIn);
}

const signInPaths: ReadonlySet<string> = new Set(routes.filter(asksToSignIn).map((route) => route.path));

/** One mark on the group's title when every page in it asks to sign in; otherwise one on each such link. */
function markedForSignIn(group: NavGroup): NavGroup {
  const links = group.sections.flatMap((section) => section.links);
  if (links.every((link) => signInPaths.has(link.path))) return { ...group, needsAccount: true };
  const sections = group.sections.map((section) => ({
    ...section,
    links: section.links.map((link) => (signInPaths.has(link.path) ? { ...link, needsAccount: true } : link)),
  }));
  return { ...group, sections };
}

/**
 * The admin's groups, the console's first: the owner comes to the sidebar for a tool, so the tools
 * lead, the brand's pages (Web & Apps) follow, and the readers' assessments come last, folded.
 */
const adminGroupTitles: Record<AdminGroup, string> = {
  'admin-hub': 'Admin Hub Central',
  'ai-tech': 'AI+Tech',
  'market-intelligence': 'Market Intelligence',
  publishing: 'Publishing',
  'first-party-data': 'First Party Data',
  'web-apps': 'Web & Apps',
  'role-assessments': 'Role Assessments',
};
const readerGroups: ReadonlySet<AdminGroup> = new Set(['role-assessments']);

export function adminNavigation(): NavGroup[] {
  return (Object.keys(adminGroupTitles) as AdminGroup[]).map((group) => ({
    title: adminGroupTitles[group],
    icon: groupIcons[group],
    sections: [{ links: linksOf((route) => route.adminGroup === group, group) }],
    ...(readerGroups.has(group) && { folded: true }),
  }));
}
