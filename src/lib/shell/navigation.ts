/**
 * The sidebar's groups, built from the route table so no path is written here. Visitors (signed out
 * or in) see Your AI Journey, Role Assessments and Platform; the admin sees the admin groups
 * instead, the console's tools first.
 */
import { roleCategories, routes, type AdminGroup, type RouteDef, type RoutePath, type VisitorGroup } from '../routes/index.ts';
import { groupIcons, iconFor } from './icons.ts';

export interface NavLink {
  path: RoutePath;
  label: string;
  icon: string;
  /** The page needs an account: a signed-out reader is sent to sign in first, and the link says so. */
  needsAccount: boolean;
}
export interface NavSection {
  title?: string;
  links: NavLink[];
}
export interface NavGroup {
  title: string;
  icon: string;
  sections: NavSection[];
  /** Drawn closed (a disclosure) unless it holds the current page: the reader's pages in the admin's sidebar. */
  folded?: boolean;
}

function linksOf(filter: (route: RouteDef) => boolean, group: VisitorGroup | AdminGroup): NavLink[] {
  return routes
    .filter(filter)
    .map((route) => ({ path: route.path, label: route.label, icon: iconFor(route, group), needsAccount: route.access === 'user' }));
}

function visitorSection(group: VisitorGroup, title: string | undefined, hidden: readonly RoutePath[]): NavSection {
  return { title, links: linksOf((route) => route.visitorGroup === group && !hidden.includes(route.path), group) };
}

/** `hidden`: pages left out for now (the sections with nothing published yet, src/lib/publishing/emptySections.ts). */
export function visitorNavigation(hidden: readonly RoutePath[] = []): NavGroup[] {
  const roleSections = roleCategories.map((category) => ({
    title: category,
    links: linksOf((route) => route.visitorGroup === 'role-assessments' && route.roleCategory === category, 'role-assessments'),
  }));
  return [
    {
      title: 'Your AI Journey',
      icon: groupIcons.discovery,
      sections: [
        visitorSection('discovery', 'Discovery', hidden),
        visitorSection('analysis', 'Analysis', hidden),
        visitorSection('specialized-tools', 'Specialised Tools', hidden),
      ],
    },
    { title: 'Role Assessments', icon: groupIcons['role-assessments'], sections: roleSections },
    { title: 'Platform', icon: groupIcons.platform, sections: [visitorSection('platform', undefined, hidden)] },
  ];
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
