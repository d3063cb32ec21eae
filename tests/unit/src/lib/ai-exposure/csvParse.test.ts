import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../src/lib/ai-exposure/csvParse.ts';

describe('parseCsv', () => {
  it('keeps commas and doubled quotes inside quoted fields', () => {
    const records = parseCsv(
      'code,title\n11-3071,"Transportation, Storage, and Distribution Managers"\n33-3051,"Police ""patrol"" officers"\n',
    );
    expect(records.map((record) => record.cells)).toEqual([
      ['code', 'title'],
      ['11-3071', 'Transportation, Storage, and Distribution Managers'],
      ['33-3051', 'Police "patrol" officers'],
    ]);
  });

  it('keeps blank cells as empty strings and counts lines across quoted line breaks', () => {
    const records = parseCsv('a,b,c\r\n1,,3\r\n"two\nlines",x,\r\n4,5,6');
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 5]);
    expect(records[1]?.cells).toEqual(['1', '', '3']);
    expect(records[2]?.cells).toEqual(['two\nlines', 'x', '']);
    expect(records[3]?.cells).toEqual(['4', '5', '6']);
  });

  it('refuses a quoted field that never closes', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/line 2: a quoted field is never closed/);
  });
});
