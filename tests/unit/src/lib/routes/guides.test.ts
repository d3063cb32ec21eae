import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../src/lib/routes/index.ts';
import { genericGuide, tailoredGuide, tailoredGuidePaths } from '../../../../../src/lib/routes/guides.ts';

/** The pages with tailored onboarding text. */
const tailoredPaths = [
  '/',
  '/about',
  '/work',
  '/contact',
  '/voice-ai',
  '/ai-assessments',
  '/ai-jobs-heatmap',
  '/lab',
  '/ai-ecosystem',
  '/radar',
  '/signals',
  '/ai-survival-kit',
  '/advisory',
];

describe('guide texts', () => {
  it('are tailored for exactly the chosen pages, all of them in the route table', () => {
    const known = new Set(routes.map((route) => route.path));
    expect(tailoredGuidePaths().sort()).toEqual([...tailoredPaths].sort());
    expect(tailoredGuidePaths().filter((path) => !known.has(path))).toEqual([]);
  });

  it('are found whatever form the path takes in the address bar', () => {
    expect(tailoredGuide('/advisory/')).toBe(tailoredGuide('/advisory'));
    expect(tailoredGuide('/advisory.html')).toBe(tailoredGuide('/advisory'));
    expect(tailoredGuide('/privacy')).toBeUndefined();
  });

  it('fill every field, with the page’s own title and description elsewhere', () => {
    for (const path of tailoredPaths) expect(Object.values(tailoredGuide(path)!).every((text) => text.length > 20)).toBe(true);
    const generic = genericGuide('Privacy notice', 'What this site stores about you.');
    expect(generic.what).toBe('What this site stores about you.');
    expect(generic.onThisPage).toBe('Privacy notice: What this site stores about you.');
  });
});
