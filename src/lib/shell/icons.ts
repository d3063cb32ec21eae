/**
 * Icons for sidebar links: a route's own `icon`, else its role category's, else its group's.
 * Names are symbol ids in the sprite `public/icons.svg` (a unit test checks they all exist).
 */
import type { AdminGroup, RoleCategory, RouteDef, VisitorGroup } from '../routes/index.ts';

export const iconSpriteUrl = '/icons.svg';

/** The site's icon in browser tabs (`public/favicon.svg`). */
export const faviconUrl = '/favicon.svg';

export const groupIcons: Record<VisitorGroup | AdminGroup, string> = {
  discovery: 'compass',
  analysis: 'chart',
  'specialized-tools': 'wrench',
  'role-assessments': 'users',
  platform: 'layers',
  'web-apps': 'layers',
  'admin-hub': 'shield',
  'ai-tech': 'cpu',
  'market-intelligence': 'trending',
  publishing: 'pen',
  'first-party-data': 'database',
};

export const roleCategoryIcons: Record<RoleCategory, string> = {
  'Executive Leadership': 'building',
  'Business Functions': 'briefcase',
  'Media & Advertising': 'megaphone',
  Education: 'book',
  'Public Sector': 'landmark',
  'Operations & Logistics': 'truck',
  'Skilled Trades': 'hammer',
};

export function iconFor(route: RouteDef, group: VisitorGroup | AdminGroup): string {
  if (route.icon) return route.icon;
  return route.roleCategory ? roleCategoryIcons[route.roleCategory] : groupIcons[group];
}
