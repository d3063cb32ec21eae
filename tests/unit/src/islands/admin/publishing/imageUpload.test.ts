import { describe, expect, it } from 'vitest';
import { altFromFileName, imageProblem, objectFileName } from '../../../../../../src/islands/admin/publishing/imageUpload.ts';

describe('images for the public-images bucket', () => {
  it('names the stored object safely and describes the image by its file name until the owner writes better', () => {
    expect(objectFileName('Résumé Photo (1).JPG')).toBe('resume-photo-1-.jpg');
    expect(objectFileName('???')).toBe('image');
    expect(altFromFileName('pilot_team-photo.webp')).toBe('pilot team photo');
  });

  it('refuses what the public-images bucket would refuse, before uploading', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG, JPEG/);
    expect(imageProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toMatch(/10 MB/);
    expect(imageProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });
});
