import { describe, expect, it } from 'vitest';
import { hubData, minutesFor } from '../../../../../src/components/assessments/hubData.ts';
import { roles } from '../../../../../src/lib/routes/index.ts';
import { contentFileRoleIds, loadAssessment, loadFrameworks } from '../../../support/assessmentContent.ts';

const assessments = new Map(contentFileRoleIds().map((id) => [id, loadAssessment(id)]));
const hub = hubData(assessments, loadFrameworks());

describe('the assessment hub', () => {
  it('features the CEO, directors and CFO and groups the other seventeen by category, each once', () => {
    expect(hub.leadership.map((card) => card.id)).toEqual(['ceo', 'directors', 'cfo']);
    const grouped = hub.categories.flatMap((category) => category.roles.map((card) => card.id));
    expect(grouped).toHaveLength(17);
    expect(new Set([...hub.leadership, ...hub.categories.flatMap((category) => category.roles)].map((card) => card.id))).toEqual(
      new Set(roles.map((role) => role.id)),
    );
    expect(hub.categories.every((category) => category.roles.length > 0)).toBe(true);
  });

  it('links each card to its role page and counts its questions and minutes from the content', () => {
    const gardener = hub.categories.flatMap((category) => category.roles).find((card) => card.id === 'gardener');
    expect(gardener).toMatchObject({ path: '/ai-assessment-gardener', questionCount: assessments.get('gardener')!.questions.length });
    expect(minutesFor(12)).toBe(6);
    expect(minutesFor(13)).toBe(7);
  });

  it('cites only frameworks some assessment uses, and names the shared maturity levels', () => {
    const cited = new Set([...assessments.values()].flatMap((assessment) => assessment.frameworks));
    expect(hub.frameworks.map((framework) => framework.id).sort()).toEqual([...cited].sort());
    expect(hub.levels).toEqual(assessments.get('ceo')!.levels.map((level) => level.name));
  });

  it('refuses a role without content, naming the file it expected', () => {
    const missing = new Map(assessments);
    missing.delete('tube-maintenance');
    expect(() => hubData(missing, loadFrameworks())).toThrow(
      'No assessment content for role "tube-maintenance"; expected src/content/assessments/tube-maintenance.json.',
    );
  });
});
