/**
 * How long a JSON value is as PostgreSQL's `jsonb::text` writes it, in characters as `length()`
 * counts them: the measure of a table check such as `length(data::text) <= 4096`. It differs
 * from `JSON.stringify(value).length`: jsonb puts a space after every `:` and `,`, writes numbers
 * in plain decimals (1e300 becomes 301 digits), and `length()` counts a character outside the
 * Basic Multilingual Plane once where JavaScript counts two code units.
 *
 * `value` is what the function sends, so keys whose value is undefined are left out, as
 * JSON.stringify leaves them out.
 */
export function jsonbTextLength(value: unknown): number {
  if (value === null) return 'null'.length;
  if (typeof value === 'boolean') return String(value).length;
  if (typeof value === 'number') return plainDecimal(value).length;
  if (typeof value === 'string') return quotedLength(value);
  if (Array.isArray(value)) return listLength(value.map(jsonbTextLength));
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    return listLength(entries.map(([key, entry]) => quotedLength(key) + ': '.length + jsonbTextLength(entry)));
  }
  throw new TypeError(`A ${typeof value} is not a JSON value.`);
}

/** `[a, b]` or `{a, b}`: the brackets, the items and a `, ` between each two. */
function listLength(itemLengths: readonly number[]): number {
  const separators = Math.max(0, itemLengths.length - 1) * ', '.length;
  return 2 + separators + itemLengths.reduce((sum, length) => sum + length, 0);
}

/** Escaped as PostgreSQL escapes JSON text: two characters for `"`, `\` and \b \f \n \r \t, `\u00XX` for other controls. */
function quotedLength(text: string): number {
  let length = 2;
  for (const character of text) {
    if ('"\\\b\f\n\r\t'.includes(character)) length += 2;
    else if (character < ' ') length += 6;
    else length += 1;
  }
  return length;
}

/**
 * A number as jsonb prints it: PostgreSQL's numeric keeps every digit of the shortest text
 * JavaScript gave it and never prints an exponent, so `1e-7` is `0.0000001`.
 */
function plainDecimal(value: number): string {
  const text = String(value);
  const exponential = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponential) return text;
  const [, sign = '', lead = '', fraction = '', exponent = '0'] = exponential;
  const digits = lead + fraction;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
