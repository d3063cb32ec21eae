/** Longer than this, a sentence is cut at a comma or a space: the first sound should not wait for a long one. */
const longestPiece = 220;

/**
 * The pieces a reply is spoken in, in order: its sentences (ended by . ! ? or a line break), long
 * ones cut at a clause. The offline engine speaks the first while it makes the next, so the first
 * sound comes after one short piece rather than after the whole reply.
 */
export function sentencesOf(text: string): string[] {
  const sentences = text.match(/[^.!?\n]+(?:[.!?]+["')\]]*|\n|$)/g) ?? [];
  return sentences.flatMap((sentence) => cut(sentence.replace(/\s+/g, ' ').trim())).filter((piece) => /[\p{L}\p{N}]/u.test(piece));
}

function cut(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > longestPiece) {
    const head = rest.slice(0, longestPiece);
    const at = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '));
    const end = at > longestPiece / 3 ? at + 1 : head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : longestPiece;
    pieces.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  return rest ? [...pieces, rest] : pieces;
}
