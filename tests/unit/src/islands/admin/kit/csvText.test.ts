import { describe, expect, it } from 'vitest';
import { columnsCsv, csvText, fieldsCsv } from '../../../../../../src/islands/admin/kit/csvText.ts';

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

  it.each([
    ['=', '=HYPERLINK("https://evil.test")', `"'=HYPERLINK(""https://evil.test"")"`],
    ['+', '+1', "'+1"],
    ['-', '-2', "'-2"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('keeps a text starting with %s as text, never a formula', (_lead, text, written) => {
    expect(csvText(['name'], [[text], ['Ann-Marie']])).toBe(`name\r\n${written}\r\nAnn-Marie\r\n`);
  });

  it('writes numbers as the numbers they are, negative ones too', () => {
    expect(csvText(['change', 'share'], [[-2, 0.25]])).toBe('change,share\r\n-2,0.25\r\n');
  });
});

describe('columnsCsv', () => {
  it('heads the columns with their labels and writes each row through them', () => {
    const columns = [
      { label: 'Page', value: (row: { path: string; views: number }) => row.path },
      { label: 'Views', value: (row: { path: string; views: number }) => row.views },
    ];
    expect(columnsCsv(columns, [{ path: '/advisory', views: 2 }])).toBe('Page,Views\r\n/advisory,2\r\n');
  });

  it('writes each named field, or what is computed for a heading that is not a field, null included', () => {
    const rows = [
      { title: 'Pilot', lead_id: 'l1', is_sample: false },
      { title: '=SUM(A1)', lead_id: null, is_sample: true },
    ];
    const csv = fieldsCsv(rows, ['title', 'lead', 'missing', 'sample'], {
      lead: (row) => (row.lead_id ? 'Dana' : null),
      sample: (row) => row.is_sample,
    });
    expect(csv).toBe("title,lead,missing,sample\r\nPilot,Dana,,false\r\n'=SUM(A1),,,true\r\n");
  });
});
