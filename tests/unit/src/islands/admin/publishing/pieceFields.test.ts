import { expect, it } from 'vitest';
import { pieceProblem, subjectProblem } from '../../../../../../src/islands/admin/publishing/pieceFields.ts';

const issue = (subject: string) => ({ subject, publish_local: '', status: 'draft' });

it('holds back saving an issue whose subject carries a control character, saying which beside the field', () => {
  expect(subjectProblem('Hi\u0085there')).toBe(
    'The subject holds the control character U+0085, which a mail subject cannot carry: remove it.',
  );
  expect(pieceProblem(issue('Hi\r\nBcc: all@example.test'), 'subject', 'UTC')).toBe(
    'the subject holds a carriage return, which a mail subject cannot carry: remove it.',
  );
  expect(pieceProblem(issue('Tab\there'), 'subject', 'UTC')).toContain('a tab');
  // What is saved is trimmed, so a line break at either end is dropped rather than refused.
  expect(pieceProblem(issue('Five questions \n'), 'subject', 'UTC')).toBeNull();
  expect(pieceProblem({ title: 'A\nB', publish_local: '', status: 'draft' }, 'title', 'UTC')).toBeNull();
});
