import { describe, expect, it } from 'vitest';
import { blindName, configLabel } from '../../../../../../src/islands/admin/lab/labConfig.ts';
import { labTally } from '../../../../../../src/islands/admin/lab/labTally.ts';

const model = (id: string, version: string, name: string, temperature: number | null = null) => ({
  id,
  version_id: version,
  kind: 'model' as const,
  model: name,
  temperature,
  max_output_tokens: null,
});
const guide = (id: string, version: string) => ({
  id,
  version_id: version,
  kind: 'site_guide' as const,
  model: null,
  temperature: null,
  max_output_tokens: null,
});

describe('the lab’s tally per configuration', () => {
  it('counts each voted comparison once per configuration, its wins, and leaves unvoted versions out', () => {
    const results = [
      model('a1', 'v1', 'small'),
      model('a2', 'v1', 'large'),
      guide('a3', 'v1'),
      model('b1', 'v2', 'small'),
      model('b2', 'v2', 'small'),
      model('b3', 'v2', 'small', 0.7),
      model('c1', 'v3', 'large'),
      guide('c2', 'v3'),
    ];
    const votes = [
      { version_id: 'v1', result_id: 'a2' },
      { version_id: 'v2', result_id: 'b1' },
    ];
    expect(labTally(votes, results)).toEqual([
      { key: 'large||', configuration: 'large, default temperature, up to 800 tokens', compared: 1, wins: 1, winRate: 1 },
      { key: 'small||', configuration: 'small, default temperature, up to 800 tokens', compared: 2, wins: 1, winRate: 0.5 },
      { key: 'site_guide', configuration: 'Site guide', compared: 1, wins: 0, winRate: 0 },
      { key: 'small|0.7|', configuration: 'small, temperature 0.7, up to 800 tokens', compared: 1, wins: 0, winRate: 0 },
    ]);
    expect(labTally([], results)).toEqual([]);
  });

  it('names configurations and blind columns as the owner reads them', () => {
    expect(configLabel({ kind: 'model', model: 'gpt-4o-mini', temperature: 0, max_output_tokens: 200 })).toBe(
      'gpt-4o-mini, temperature 0, up to 200 tokens',
    );
    expect([0, 1, 2, 3].map(blindName)).toEqual(['Column A', 'Column B', 'Column C', 'Column D']);
  });
});
