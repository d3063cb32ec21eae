import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roleCategories, routes } from '../../../../../src/lib/routes/index.ts';
import { adminNavigation, visitorNavigation, type NavGroup } from '../../../../../src/lib/shell/navigation.ts';

const linksIn = (groups: NavGroup[]) => groups.flatMap((group) => group.sections.flatMap((section) => section.links));
const spriteSymbols = new Set(
  [...readFileSync(join(import.meta.dirname, '../../../../../public/icons.svg'), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map(
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

it('leaves out the sections it is told have nothing published yet, and only those', () => {
  const paths = linksIn(visitorNavigation(['/articles', '/podcast'])).map((link) => link.path);
  expect(paths).not.toContain('/articles');
  expect(paths).not.toContain('/podcast');
  expect(paths).toContain('/newsletter');
  expect(linksIn(visitorNavigation()).map((link) => link.path)).toEqual(expect.arrayContaining(['/articles', '/podcast', '/newsletter']));
});

it('marks the pages that need an account, and only those', () => {
  const links = linksIn(visitorNavigation());
  const marked = links.filter((link) => link.needsAccount).map((link) => link.path);
  expect(marked).toEqual(expect.arrayContaining(['/ai-jobs-heatmap', '/ai-assessment-cfo']));
  expect(marked).not.toContain('/ai-assessments');
  expect(marked.every((path) => routes.find((route) => route.path === path)?.access === 'user')).toBe(true);
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
