import { describe, expect, it } from 'vitest';
import { roles } from '../../../../src/lib/routes/index.ts';
import { pillars } from '../../../../src/lib/assessments/schema/index.ts';
import { contentFileRoleIds, loadAssessment, loadFrameworks } from '../../support/assessmentContent.ts';

const roleIds = roles.map((role) => role.id);

describe('assessment content files', () => {
  it('has exactly one file for every role in the route table, and none for unknown roles', () => {
    expect(contentFileRoleIds().sort()).toEqual([...roleIds].sort());
  });

  it('lists each cited framework once, with a unique id', () => {
    const ids = loadFrameworks().map((framework) => framework.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(roleIds)('the %s assessment', (roleId) => {
  const assessment = () => loadAssessment(roleId);

  it('passes the schema', () => {
    expect(assessment).not.toThrow();
  });

  it('asks at least 12 questions', () => {
    expect(assessment().questions.length).toBeGreaterThanOrEqual(12);
  });

  it('adapts every framework pillar and asks at least two questions on each dimension', () => {
    const content = assessment();
    expect(content.dimensions.map((dimension) => dimension.pillar).sort()).toEqual([...pillars].sort());
    for (const dimension of content.dimensions) {
      expect(content.questions.filter((question) => question.dimension === dimension.id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('cites the readiness index, the maturity model and only frameworks that exist', () => {
    const known = new Set(loadFrameworks().map((framework) => framework.id));
    const cited = assessment().frameworks;
    expect(cited).toEqual(expect.arrayContaining(['cisco-ai-readiness-index', 'gartner-ai-maturity-model']));
    expect(cited.filter((id) => !known.has(id))).toEqual([]);
  });

  it('names levels whose bands cover 0 to 100', () => {
    const levels = assessment().levels;
    expect(levels[0]?.min).toBe(0);
    expect(levels.at(-1)?.max).toBe(100);
  });
});
