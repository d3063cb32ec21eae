import { describe, expect, it } from 'vitest';
import { isFormTaskPage } from '../../../../../src/lib/routes/formTasks.ts';
import { routes } from '../../../../../src/lib/routes/index.ts';

describe('pages whose main task is a form', () => {
  it('are signing in and up, the account mails’ pages, contact and every assessment', () => {
    const assessments = routes.filter((route) => route.assessmentType).map((route) => route.path);
    expect(assessments.length).toBeGreaterThan(10);
    for (const path of ['/auth', '/signup', '/confirm', '/reset-password', '/contact', '/ai-assessment', ...assessments])
      expect(isFormTaskPage(path), path).toBe(true);
  });

  it('are not the reading pages, nor the hub where a reader picks an assessment', () => {
    for (const path of ['/welcome', '/advisory', '/ai-assessments', '/ai-survival-kit', '/privacy', '/newsletter'])
      expect(isFormTaskPage(path), path).toBe(false);
  });
});
