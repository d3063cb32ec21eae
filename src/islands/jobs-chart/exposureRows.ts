import { detailsText } from './detailsText.ts';

export interface ExposureRows {
  bySoc: Map<string, HTMLTableRowElement>;
  describe(soc: string): string;
}

/** The prerendered exposure table, read once: its rows by SOC code and each occupation's details. */
export function readExposureRows(table: HTMLTableElement): ExposureRows {
  const cellText = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent?.trim() ?? '');
  const headers = table.tHead ? cellText(table.tHead.rows[0]!) : [];
  const bySoc = new Map([...(table.tBodies[0]?.rows ?? [])].map((row) => [row.id.replace(/^soc-/, ''), row]));
  return {
    bySoc,
    describe: (soc) => {
      const row = bySoc.get(soc);
      return row ? detailsText(headers, cellText(row)) : soc;
    },
  };
}
