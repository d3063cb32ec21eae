import { describe, expect, it } from 'vitest';
import { explorerColumns } from '../../../../../src/islands/job-explorer/columns.ts';
import { explorerRows } from '../../../../../src/components/jobs/explorerData.ts';

const rows = explorerRows();

describe('the explorer columns', () => {
  it('show every field of a row once, except the group code the group name stands for', () => {
    const keys = explorerColumns.map((column) => column.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(rows[0]!).filter((key) => !keys.includes(key as never))).toEqual(['major_group_code']);
  });
});
