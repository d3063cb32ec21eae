import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFolder } from '../../../../server/start/siteFolder.ts';

const root = join('/', 'project');

describe('siteFolder', () => {
  it('serves dist/ for the copy on the default data folder', () => {
    expect(siteFolder(root, {})).toBe(join(root, 'dist'));
  });

  it('gives a copy with its own data folder its own site beside it, so two copies never share pages', () => {
    expect(siteFolder(root, { data: '.data-demo' })).toBe(join(root, '.data-demo-site'));
    expect(siteFolder(root, { data: '.data-demo/' })).toBe(join(root, '.data-demo-site'));
    expect(siteFolder(root, { data: '.data-demo' })).not.toBe(siteFolder(root, { data: '.data' }));
  });

  it('serves the build output named by --dist, whatever the data folder', () => {
    expect(siteFolder(root, { dist: 'build-a', data: '.data-demo' })).toBe(join(root, 'build-a'));
  });
});
