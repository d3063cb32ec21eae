import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roleCategories, routes } from '../../../../../src/lib/routes/index.ts';
import { adminNavigation, visitorNavigation, type NavGroup } from '../../../../../src/lib/shell/navigation.ts';

const linksIn = (groups: NavGroup[]) => groups.flatMap((group) => group.sections.flatMap((section) => section.links));
const spriteSymbols = new Set(
  [...readFileSync(join(import.meta.dirname, '../../../../../public/brand/icons.svg'), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map(
    (match) => match[1],
  ),
);

describe('the visitor sidebar', () => {
  it('has Your AI Journey, Role Assessments and Platform, with the journey split in three', () => {
    const groups = visitorNavigation();
    expect(groups.map((group) => group.title)).toEqual(['Your AI Journey', 'Role Assessments', 'Platform']);
    expect(groups[0]?.sections.map((section) => section.title)).toEqual(['Discovery', 'Analysis', 'Specialised Tools']);
  });

  it('leads readers to About, the public biography, first under Discovery, not to the admin editor', () => {
    const discovery = visitorNavigation()[0]?.sections[0]?.links ?? [];
    expect(discovery[0]).toMatchObject({ path: '/public', label: 'About' });
    expect(linksIn(visitorNavigation()).map((link) => link.path)).not.toContain('/about');
  });

  it('lists every role assessment under its category', () => {
    const roleGroup = visitorNavigation()[1];
    expect(roleGroup?.sections.map((section) => section.title)).toEqual([...roleCategories]);
    const rolePaths = routes.filter((route) => route.assessmentType).map((route) => route.path);
    expect(
      linksIn([roleGroup!])
        .map((link) => link.path)
        .sort(),
    ).toEqual(rolePaths.sort());
  });

  it('shows no admin page', () => {
    const adminPaths = new Set(routes.filter((route) => route.access === 'admin').map((route) => route.path));
    expect(linksIn(visitorNavigation()).filter((link) => adminPaths.has(link.path))).toEqual([]);
  });
});

describe('the visitor sidebar’s marks and empty sections', () => {
  const linkTo = (groups: NavGroup[], path: string) => linksIn(groups).find((link) => link.path === path);

  it('marks a page that needs an account, or once the whole group when every page of it does', () => {
    const groups = visitorNavigation();
    expect(linkTo(groups, '/ai-jobs-heatmap')?.needsAccount).toBe(true);
    expect(linkTo(groups, '/account')?.needsAccount).toBe(true);
    expect(groups.find((group) => group.title === 'Role Assessments')?.needsAccount).toBe(true);
    expect(linksIn(groups.filter((group) => group.needsAccount)).filter((link) => link.needsAccount)).toEqual([]);
  });

  it('leaves public pages and the site root, which shows a signed-out reader the landing, unmarked', () => {
    const groups = visitorNavigation();
    const publicPaths = new Set(routes.filter((route) => route.access === 'public').map((route) => route.path));
    expect(linksIn(groups).filter((link) => link.needsAccount && publicPaths.has(link.path))).toEqual([]);
    expect(linkTo(groups, '/')?.needsAccount).toBeUndefined();
    expect(groups.find((group) => group.title === 'Platform')?.needsAccount).toBeUndefined();
  });

  it('leaves out the sections it is given, and only those', () => {
    const all = linksIn(visitorNavigation()).map((link) => link.path);
    const without = linksIn(visitorNavigation(['/articles', '/podcast'])).map((link) => link.path);
    expect(all).toEqual(expect.arrayContaining(['/articles', '/podcast', '/newsletter']));
    expect(without).toEqual(all.filter((path) => path !== '/articles' && path !== '/podcast'));
  });
});

describe('the admin sidebar', () => {
  it("has the seven admin groups, the console's tools first and the readers' assessments last, folded", () => {
    expect(adminNavigation().map((group) => [group.title, group.folded === true])).toEqual([
      ['Admin Hub Central', false],
      ['AI+Tech', false],
      ['Market Intelligence', false],
      ['Publishing', false],
      ['First Party Data', false],
      ['Web & Apps', false],
      ['Role Assessments', true],
    ]);
    expect(adminNavigation()[0]?.sections[0]?.links[0]?.path).toBe('/admin-workstation');
  });

  it('links every route that names an admin group', () => {
    expect(linksIn(adminNavigation())).toHaveLength(routes.filter((route) => route.adminGroup).length);
  });
});

it('uses only icons that exist in the sprite', () => {
  const missing = linksIn([...visitorNavigation(), ...adminNavigation()]).filter((link) => !spriteSymbols.has(link.icon));
  expect(missing).toEqual([]);
});
