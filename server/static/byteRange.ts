/**
 * How to answer a `Range:` request for a file of `size` bytes whose ETag is `etag`: one part of
 * it, 416 when the range starts past its end, or the whole file, which is always a correct
 * answer (to several ranges, a malformed header, or an If-Range naming another version).
 */
export type ByteRange = { answer: 'whole' } | { answer: 'part'; start: number; end: number } | { answer: 'unsatisfiable' };

const whole: ByteRange = { answer: 'whole' };

export function byteRange(headers: Headers, size: number, etag: string | undefined): ByteRange {
  const header = headers.get('range');
  if (!header) return whole;
  const ifRange = headers.get('if-range');
  // If-Range holds an ETag (compared strongly) or a date; this server sends no Last-Modified to match a date.
  if (ifRange !== null && ifRange !== etag) return whole;
  const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(header.trim()) ?? [];
  if (first === '' && last === '') return whole;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? { answer: 'unsatisfiable' } : { answer: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { answer: 'unsatisfiable' };
  return end < start ? whole : { answer: 'part', start, end };
}
