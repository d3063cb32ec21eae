import { describe, expect, it } from 'vitest';
import { explorerRows } from '../../../../../src/components/jobs/explorerData.ts';
import { parseExplorerPayload } from '../../../../../src/islands/job-explorer/explorerRow.ts';

const rows = explorerRows();

describe('parseExplorerPayload', () => {
  it('says which row and field do not fit, and what was expected', () => {
    const broken = { rows: [{ ...rows[0]!, gpt4_beta: 1.5 }] };
    expect(() => parseExplorerPayload(broken)).toThrow(/rows\.0\.gpt4_beta does not fit: .*Expected \{ rows: \[\.\.\.\] \}/);
    expect(() => parseExplorerPayload([])).toThrow(/at its top level/);
  });
});
