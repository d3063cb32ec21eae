import { describe, expect, it } from 'vitest';
import { findRoute, pagePath, roleAssessmentPath, roles, routeFor } from '../../../../../src/lib/routes/index.ts';

describe('page paths', () => {
  it('builds each role page path from the role id, as the table does', () => {
    expect(roles.map((role) => findRoute(roleAssessmentPath(role.id))?.assessmentType)).toEqual(roles.map((role) => role.id));
  });

  it('writes a page path as it is', () => {
    expect(pagePath('/newsletter/confirm')).toBe('/newsletter/confirm');
    expect(routeFor(pagePath('/')).label).toBe('Home');
  });
});
