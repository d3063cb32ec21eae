import { routeFor, type RouteDef, type RouteEntry } from '../routes/index.ts';

/**
 * What the layout needs to draw the 404 page. It is not in the route table on purpose: the table
 * lists pages that exist, and this one answers for every path that does not.
 */
export const notFoundRoute: RouteEntry = {
  path: '/404',
  label: 'Page not found',
  access: 'public',
  title: 'Page Not Found',
  description: 'The page you asked for does not exist or has moved. These links lead to the most visited parts of the site.',
};

/**
 * Where the 404 page sends a reader onward: pages anyone can open. Admin tools (Work, Books &
 * Ideas, About, Voice AI, AI Ecosystem) would only turn a reader away a second time.
 */
export const notFoundOnward: readonly { route: RouteDef; text?: string }[] = [
  { route: routeFor('/ai-survival-kit') },
  { route: routeFor('/ai-assessments'), text: 'Leadership assessments' },
  { route: routeFor('/advisory') },
  { route: routeFor('/public') },
  { route: routeFor('/contact') },
];
