import { describe, expect, it } from 'vitest';
import { leadPopupsAllowed } from '../../../../../src/lib/routes/leadPopups.ts';
import { routes } from '../../../../../src/lib/routes/index.ts';

const allowed = (path: string) => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  return leadPopupsAllowed(route);
};

describe('pages that allow lead popups', () => {
  it('are the public reading pages', () => {
    for (const path of ['/welcome', '/advisory', '/ai-survival-kit', '/privacy', '/terms', '/public'])
      expect(allowed(path), path).toBe(true);
  });

  it('are never a page where the reader is in the middle of a task, nor a page for the signed in or the admin', () => {
    for (const path of [
      '/auth',
      '/signup',
      '/contact',
      '/ai-assessments',
      '/ai-assessment',
      '/ai-assessment-ceo',
      '/',
      '/admin-workstation',
    ])
      expect(allowed(path), path).toBe(false);
  });

  it('are never a page only a mail links to', () => {
    for (const route of routes.filter((candidate) => candidate.listed === false)) expect(leadPopupsAllowed(route), route.path).toBe(false);
  });
});
