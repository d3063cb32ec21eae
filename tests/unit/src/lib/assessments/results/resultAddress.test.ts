import { describe, expect, it } from 'vitest';
import { addressedResult, resultHref } from '../../../../../../src/lib/assessments/results/resultAddress.ts';

const id = '5d1c2f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('a result’s address', () => {
  it('is its role page with the result id, and reads back to the same id', () => {
    const href = resultHref('/ai-assessment-ceo', id);
    expect(href).toBe(`/ai-assessment-ceo?result=${id}`);
    expect(addressedResult(new URL(href, 'https://example.test').search)).toEqual({ kind: 'id', clientResultId: id });
  });

  it('tells no result apart from something that is no id', () => {
    expect(addressedResult('')).toEqual({ kind: 'none' });
    expect(addressedResult('?result=1%20or%201=1')).toEqual({ kind: 'malformed', received: '1 or 1=1' });
  });
});
