/**
 * An episode's chapters as the owner types them (a start like 12:30 or 1:02:05, and a title) and
 * as the database keeps them (`[{start, title}]`, seconds). The feed's chapters file and the
 * player expect them in order, the first at the very start, each inside the episode.
 */
export interface Chapter {
  start: number;
  title: string;
}

export interface ChapterRow {
  start: string;
  title: string;
}

const clockPattern = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;
export const chapterTitleMaxLength = 200;

/** Seconds of `m:ss` or `h:mm:ss`; null when the text is neither. */
export function parseClockTime(text: string): number | null {
  const match = clockPattern.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes = '0', seconds = '0'] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** `m:ss` under an hour, `h:mm:ss` from an hour on; fractions of a second are dropped. */
export function formatClockTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export interface ChapterCheck {
  /** The chapters in order, or null while a problem remains. */
  chapters: Chapter[] | null;
  /** What is wrong with each row, by its index in the rows as typed. */
  rowProblems: Map<number, string>;
  /** What is wrong with the list as a whole. */
  listProblem: string | null;
}

/**
 * Checks the rows and gives the chapters sorted by start. `duration` is the episode's length in
 * seconds, null while it has no audio (the starts are then checked against it once it has).
 */
export function checkChapters(rows: readonly ChapterRow[], duration: number | null): ChapterCheck {
  const rowProblems = new Map<number, string>();
  const chapters: Chapter[] = [];
  const seen = new Map<number, number>();
  rows.forEach((row, index) => {
    const start = parseClockTime(row.start);
    const title = row.title.trim();
    if (start === null) rowProblems.set(index, `Chapter ${index + 1}: enter the start as m:ss or h:mm:ss, like 12:30.`);
    else if (!title) rowProblems.set(index, `Chapter ${index + 1}: enter a title.`);
    else if (title.length > chapterTitleMaxLength)
      rowProblems.set(index, `Chapter ${index + 1}: keep the title within ${chapterTitleMaxLength} characters.`);
    else if (duration !== null && start >= duration)
      rowProblems.set(index, `Chapter ${index + 1}: ${row.start.trim()} is past the end of the episode (${formatClockTime(duration)}).`);
    else if (seen.has(start))
      rowProblems.set(index, `Chapter ${index + 1}: chapter ${(seen.get(start) ?? 0) + 1} starts at the same time.`);
    else {
      seen.set(start, index);
      chapters.push({ start, title });
    }
  });
  chapters.sort((a, b) => a.start - b.start);
  const listProblem =
    rowProblems.size === 0 && chapters.length > 0 && chapters[0]?.start !== 0 ? 'The first chapter must start at 0:00.' : null;
  return { chapters: rowProblems.size === 0 && !listProblem ? chapters : null, rowProblems, listProblem };
}

/** The rows the form shows for stored chapters. */
export function chapterRows(chapters: readonly Chapter[]): ChapterRow[] {
  return chapters.map((chapter) => ({ start: formatClockTime(chapter.start), title: chapter.title }));
}
