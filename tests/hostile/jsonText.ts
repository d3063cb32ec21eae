/**
 * JSON text with parts that JSON.stringify cannot write: numbers beyond a double (`1e400`), or
 * digits a parser must take as they are. A `RawJson` inside a value is written verbatim.
 */
export class RawJson {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `value` wrapped in `depth` arrays or objects: deeper than any form sends, up to what breaks a recursive parser. */
export function nested(depth: number, value: unknown, kind: 'array' | 'object'): RawJson {
  const inner = toJsonText(value);
  return kind === 'array'
    ? new RawJson(`${'['.repeat(depth)}${inner}${']'.repeat(depth)}`)
    : new RawJson(`${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`);
}
