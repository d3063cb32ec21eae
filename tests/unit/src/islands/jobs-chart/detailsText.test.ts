import { describe, expect, it } from 'vitest';
import { detailsText } from '../../../../../src/islands/jobs-chart/detailsText.ts';

describe('detailsText', () => {
  it('pairs each value with its column header', () => {
    expect(detailsText(['Occupation', 'Major group', 'Employment'], ['Chief Executives', 'Management', '211,850'])).toBe(
      'Chief Executives. Major group: Management; Employment: 211,850',
    );
  });
});
