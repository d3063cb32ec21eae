import type { RouteEntry } from '../routes/index.ts';

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
