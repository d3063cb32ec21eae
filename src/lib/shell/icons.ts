/**
 * Icons for sidebar links: a route's own `icon`, else its role category's, else its group's.
 * Names are symbol ids in the sprite `public/brand/icons.svg` (a unit test checks they all exist).
 * The brand's unhashed files share the folder `/brand/`, so a static host gives them one headers
 * rule (integrations/hostHeaders.ts); the touch icon stays at the root, where iOS looks for it.
 */
import type { AdminGroup, RoleCategory, RouteDef, VisitorGroup } from '../routes/index.ts';

/** The folder of the brand's unhashed files. */
export const brandFilesDir = '/brand/';

export const iconSpriteUrl = `${brandFilesDir}icons.svg`;

/** The site's icon in browser tabs (`public/brand/favicon.svg`). */
export const faviconUrl = `${brandFilesDir}favicon.svg`;

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
