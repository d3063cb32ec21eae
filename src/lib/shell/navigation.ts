/**
 * The sidebar's groups, built from the route table so no path is written here. Visitors (signed out
 * or in) see Your AI Journey, Role Assessments and Platform; the admin sees the admin groups
 * instead.
 */
import { roleCategories, routes, type AdminGroup, type RouteDef, type RoutePath, type VisitorGroup } from '../routes/index.ts';
import { groupIcons, iconFor } from './icons.ts';

export interface NavLink {
  path: RoutePath;
  label: string;
  icon: string;
}
export interface NavSection {
  title?: string;
  links: NavLink[];
}
export interface NavGroup {
  title: string;
  icon: string;
  sections: NavSection[];
}

function linksOf(filter: (route: RouteDef) => boolean, group: VisitorGroup | AdminGroup): NavLink[] {
  return routes.filter(filter).map((route) => ({ path: route.path, label: route.label, icon: iconFor(route, group) }));
}

function visitorSection(group: VisitorGroup, title?: string): NavSection {
  return { title, links: linksOf((route) => route.visitorGroup === group, group) };
}

export function visitorNavigation(): NavGroup[] {
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
  ];
}

const adminGroupTitles: Record<AdminGroup, string> = {
  'web-apps': 'Web & Apps',
  'role-assessments': 'Role Assessments',
  'admin-hub': 'Admin Hub Central',
  'ai-tech': 'AI+Tech',
  'market-intelligence': 'Market Intelligence',
  publishing: 'Publishing',
  'first-party-data': 'First Party Data',
};

export function adminNavigation(): NavGroup[] {
  return (Object.keys(adminGroupTitles) as AdminGroup[]).map((group) => ({
    title: adminGroupTitles[group],
    icon: groupIcons[group],
    sections: [{ links: linksOf((route) => route.adminGroup === group, group) }],
  }));
}
