import { expect, it } from 'vitest';
import { csvText } from '../../../../../../src/islands/admin/system/csvText.ts';

it('quotes where a field needs it, leaves numbers and blanks bare, and keeps formulas from running', () => {
  expect(
    csvText(
      ['name', 'status', 'error'],
      [
        ['admin-status', 200, null],
        ['say "hi", then', 429, '=HYPERLINK("x")'],
      ],
    ),
  ).toBe('name,status,error\r\nadmin-status,200,\r\n"say ""hi"", then",429,"\'=HYPERLINK(""x"")"\r\n');
});
