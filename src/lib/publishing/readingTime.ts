/**
 * How long a piece takes to read, from its Markdown: words at 230 a minute (a common figure for
 * adults reading prose on a screen), at least one minute. Code blocks, link targets and Markdown
 * marks are not words a reader reads, so they are set aside first.
 */
const wordsPerMinute = 230;

export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / wordsPerMinute));
}

/** "4 min read". */
export function readingTimeLabel(markdown: string): string {
  return `${readingMinutes(markdown)} min read`;
}
