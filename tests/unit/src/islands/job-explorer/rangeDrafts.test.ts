import { describe, expect, it } from 'vitest';
import { rangeFilters } from '../../../../../src/islands/job-explorer/rangeDrafts.ts';

describe('rangeFilters', () => {
  it('leaves a side open while it is blank or not yet a number', () => {
    expect(
      rangeFilters([
        { id: 1, key: 'gpt4_beta', min: ' ', max: '0.' },
        { id: 2, key: 'coverage_ai', min: '-', max: '0.25' },
      ]),
    ).toEqual([
      { key: 'gpt4_beta', min: null, max: 0 },
      { key: 'coverage_ai', min: null, max: 0.25 },
    ]);
  });
});
