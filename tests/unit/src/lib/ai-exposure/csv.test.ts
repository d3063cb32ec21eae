import { describe, expect, it } from 'vitest';
import combinedCsv from '../../../../../src/data/ai-exposure/combined_by_soc.csv?raw';
import { occupationsCsv } from '../../../../../src/lib/ai-exposure/csv.ts';
import { occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { readTable } from '../../../../../src/lib/ai-exposure/readTable.ts';
import { combinedRowSchema } from '../../../../../src/lib/ai-exposure/schemas/combined.ts';

describe('occupationsCsv', () => {
  const csv = occupationsCsv(occupations);

  it('writes a header and one line per occupation', () => {
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(Object.keys(combinedRowSchema.shape).join(','));
    expect(lines).toHaveLength(786);
  });

  it('reads back to the same values, blanks included', () => {
    expect(readTable('download.csv', csv, combinedRowSchema)).toEqual(occupations);
  });

  it('reproduces the source file byte for byte', () => {
    expect(csv).toBe(combinedCsv);
  });

  it('quotes titles with commas or quotes', () => {
    const [row] = occupations.filter((o) => o.soc_code === '11-3071');
    const tricky = { ...row!, occupation_title: 'Managers, "logistics"' };
    expect(occupationsCsv([tricky]).split('\n')[1]).toContain(',"Managers, ""logistics""",');
  });
});
