import { FeedFileError, maxFeedFileBytes, readFeedFile } from '../../../../functions/_shared/signals/feedFile.ts';
import { type ImportOutcome, inBatches, signalsFromFeed } from '../../../../functions/_shared/signals/feedSignals.ts';
import { importSignals, importSources } from './signalsApi.ts';

/** What became of one uploaded file: each item (or feed) by its title with its outcome, or why the file was refused. */
export interface FileOutcome {
  file: string;
  kind: 'signals' | 'feeds' | 'refused';
  message: string;
  /** `at` is the row's place in the file. */
  rows: { at: number; title: string; outcome: ImportOutcome }[];
}

const counted = (rows: FileOutcome['rows'], outcome: ImportOutcome['outcome']) =>
  rows.filter((row) => row.outcome.outcome === outcome).length;

/** Reads one file (RSS, Atom or OPML) and imports it; a file that is not one is refused with the reason. */
export async function importFeedFile(file: File, timeZone: string): Promise<FileOutcome> {
  try {
    if (file.size > maxFeedFileBytes)
      throw new FeedFileError(`This file is ${(file.size / 1048576).toFixed(1)} MB; a feed file may be at most 5 MB.`);
    const read = readFeedFile(await file.text());
    if (read.kind === 'opml') {
      if (read.feeds.length === 0) throw new FeedFileError('This OPML file lists no feeds.');
      const rows = await importEach(read.feeds, importSources);
      return { file: file.name, kind: 'feeds', message: summary(rows, 'feed'), rows };
    }
    if (read.items.length === 0) throw new FeedFileError('This feed has no items.');
    const rows = await importEach(signalsFromFeed(read, timeZone), importSignals);
    return { file: file.name, kind: 'signals', message: summary(rows, 'signal'), rows };
  } catch (error) {
    return { file: file.name, kind: 'refused', message: (error as Error).message, rows: [] };
  }
}

async function importEach<Row extends { title: string }>(rows: Row[], send: (batch: Row[]) => Promise<ImportOutcome[]>) {
  const outcomes: FileOutcome['rows'] = [];
  for (const batch of inBatches(rows)) {
    const answers = await send(batch);
    batch.forEach((row, index) => {
      outcomes.push({
        at: outcomes.length,
        title: row.title || '(untitled)',
        outcome: answers[index] ?? { outcome: 'refused', message: 'No answer for this row.' },
      });
    });
  }
  return outcomes;
}

function summary(rows: FileOutcome['rows'], noun: string): string {
  const plural = (count: number) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `${plural(counted(rows, 'imported'))} imported, ${counted(rows, 'duplicate')} already kept, ${counted(rows, 'refused')} refused.`;
}
