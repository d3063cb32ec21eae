import { describe, expect, it } from 'vitest';
import { assessmentContent } from '../../../../../src/lib/assessments/islandProps.ts';
import { loadAssessment, loadFrameworks } from '../../../support/assessmentContent.ts';

const content = assessmentContent('gardener', loadAssessment('gardener'), loadFrameworks());
const { assessment } = content;

describe('the island content', () => {
  it('resolves the role name, the cited frameworks in order and the result links', () => {
    expect(content.roleName).toBe('Gardener');
    expect(content.frameworks.map((framework) => framework.id)).toEqual(assessment.frameworks);
    expect(content.links).toEqual({ kit: '/ai-survival-kit', advisory: '/advisory' });
  });

  it('refuses a framework the frameworks file does not list', () => {
    const citing = { ...assessment, frameworks: ['unknown-framework'] };
    expect(() => assessmentContent('gardener', citing, loadFrameworks())).toThrow(/cites framework "unknown-framework"; expected one of/);
  });
});
