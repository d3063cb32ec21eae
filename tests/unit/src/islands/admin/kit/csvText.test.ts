import { describe, expect, it } from 'vitest';
import { csvText } from '../../../../../../src/islands/admin/kit/csvText.ts';

describe('csvText', () => {
  it('writes a header and rows with CRLF, quoting only the fields that need it, and empty for null', () => {
    expect(
      csvText(
        ['name', 'notes', 'count', 'sample'],
        [
          ['Dana', 'said "hi", twice\nthen left', 3, false],
          ['Ravi', null, 0, true],
        ],
      ),
    ).toBe('name,notes,count,sample\r\nDana,"said ""hi"", twice\nthen left",3,false\r\nRavi,,0,true\r\n');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    expect(csvText(['name'], [['=HYPERLINK("https://evil.test")'], ['+1'], ['-2'], ['@SUM(A1)'], ['Ann-Marie']])).toBe(
      `name\r\n"'=HYPERLINK(""https://evil.test"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\nAnn-Marie\r\n`,
    );
  });
});
