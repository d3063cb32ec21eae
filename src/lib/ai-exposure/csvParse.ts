/** One CSV record with the line it starts on, so validation errors can point at the source. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: fields may be quoted, quoted fields may hold commas, doubled quotes and line
 * breaks (occupation titles such as "Transportation, Storage, and Distribution Managers").
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let index = 0;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, cells });
    cells = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
    index += 1;
  }
  if (quoted) throw new Error(`CSV line ${recordLine}: a quoted field is never closed; expected a closing '"'.`);
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}
