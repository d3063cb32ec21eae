import { describe, expect, it } from 'vitest';
import { parseAssessment } from '../../../../../src/lib/assessments/validate.ts';
import { readAssessmentJson } from '../../../support/assessmentContent.ts';

type Content = ReturnType<typeof validContent>;

function validContent() {
  return structuredClone(readAssessmentJson('gardener')) as {
    dimensions: { id: string }[];
    levels: { min: number; max: number }[];
    questions: { id: string; dimension: string; options: { score: number }[] }[];
    advice: Record<string, unknown[]>;
  };
}

function errorFor(change: (content: Content) => void): string {
  const content = validContent();
  change(content);
  try {
    parseAssessment('gardener.json', content);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the changed content to be rejected');
}

describe('assessment schema errors', () => {
  it('name the file, the field, what was received and what was expected', () => {
    const message = errorFor((content) => {
      content.questions[0]!.options[1]!.score = 0.9;
    });
    expect(message).toContain('gardener.json: questions.0.options:');
    expect(message).toContain('expected option scores rising strictly from 0');
    expect(message).toContain('received [0,0.9,0.67,1]');
  });

  it('reject a gap between maturity levels', () => {
    const message = errorFor((content) => {
      content.levels[1]!.min = 22;
    });
    expect(message).toMatch(/levels\.1: expected ".+" to start at 20 .* received 22–39/);
  });

  it('reject a dimension with fewer than two questions', () => {
    const message = errorFor((content) => {
      content.questions = content.questions.filter((question) => question.id !== 'asking-well');
    });
    expect(message).toContain('expected at least 2 questions on dimension "skills"; received 1');
  });

  it('reject duplicate question ids and questions on unknown dimensions', () => {
    const message = errorFor((content) => {
      content.questions[1]!.id = content.questions[0]!.id;
      content.questions[2]!.dimension = 'weather';
    });
    expect(message).toContain('received "seasonal-plan" more than once');
    expect(message).toContain('questions.2.dimension: expected one of');
  });

  it('reject a dimension with fewer than three next steps', () => {
    const message = errorFor((content) => {
      content.advice.records = content.advice.records!.slice(0, 2);
    });
    expect(message).toContain('advice.records: expected at least 3 next steps for a dimension; received 2');
  });

  it('reject content with fewer than twelve questions', () => {
    const message = errorFor((content) => {
      content.questions = content.questions.slice(0, 11);
    });
    expect(message).toContain('expected at least 12 questions; received 11');
  });
});
