import { describe, expect, it } from 'vitest';
import { roles } from '../../../../src/lib/routes/index.ts';
import type { Question } from '../../../../src/lib/assessments/contentSchema.ts';
import { pillars } from '../../../../src/lib/assessments/pillars.ts';
import { contentFileRoleIds, loadAssessment, loadFrameworks } from '../../support/assessmentContent.ts';
import { optionOrder } from '../../../../src/lib/assessments/optionOrder.ts';

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

/**
 * The answers must give nothing away: in a role's questions the best answer (score 1) may be the
 * longest, or shown last, no more often than chance would make it, give or take a little.
 */
const slack = 0.1;
const seeds = Array.from({ length: 200 }, (_, index) => index * 2654435761 + 17);

const best = (question: Question) => question.options.findIndex((option) => option.score === 1);
const chanceShare = (questions: readonly Question[]) =>
  questions.reduce((sum, question) => sum + 1 / question.options.length, 0) / questions.length;

function bestIsLongest(question: Question): boolean {
  const lengths = question.options.map((option) => option.label.length);
  return lengths[best(question)] === Math.max(...lengths);
}

describe.each(roles.map((role) => role.id))('the answers of the %s assessment', (roleId) => {
  const { questions } = loadAssessment(roleId);

  it('make the best answer the longest no more often than chance would', () => {
    const longest = questions.filter(bestIsLongest).map((question) => question.id);
    expect(longest.length / questions.length, `best answer is the longest in: ${longest.join(', ')}`).toBeLessThanOrEqual(
      chanceShare(questions) + slack,
    );
  });

  it('leave no length rank that marks the best answer: none holds it in more than 60 % of the questions', () => {
    const ranks = questions.map((question) => {
      const lengths = question.options.map((option) => option.label.length);
      return [...lengths].sort((a, b) => b - a).indexOf(lengths[best(question)] ?? 0);
    });
    const mostCommon = Math.max(...ranks.map((rank) => ranks.filter((other) => other === rank).length));
    expect(mostCommon / questions.length, `length ranks of the best answer: ${ranks.join(', ')}`).toBeLessThanOrEqual(0.6);
  });

  it('show the best answer last no more often than chance would, over many attempts', () => {
    const shownLast = seeds.flatMap((seed) => questions.filter((question) => optionOrder(question, seed).at(-1) === best(question)));
    expect(shownLast.length / (seeds.length * questions.length)).toBeLessThanOrEqual(chanceShare(questions) + slack);
  });
});

describe('the answers of every assessment together', () => {
  it('do not mark the best answer by its punctuation: a colon or semicolon is no more common in it than in the others', () => {
    const options = roles.flatMap((role) => loadAssessment(role.id).questions.flatMap((question) => question.options));
    const listed = (label: string) => /[:;]/.test(label);
    const shareOf = (chosen: typeof options) => chosen.filter((option) => listed(option.label)).length / chosen.length;
    const bestShare = shareOf(options.filter((option) => option.score === 1));
    expect(bestShare).toBeLessThanOrEqual(shareOf(options.filter((option) => option.score < 1)) + 0.05);
  });
});
