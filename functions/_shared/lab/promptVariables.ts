/**
 * A lab prompt's {{variables}}: a name of letters, digits and underscores (starting with a letter
 * or an underscore, at most 40), spaces allowed inside the braces. The page lists them to fill and
 * the lab-run function fills them, by this one rule.
 */
const placeholder = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,39})\s*\}\}/g;

/** The variables the texts use, each once, in the order they first appear. */
export function variableNames(...texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => Array.from(text.matchAll(placeholder), (match) => match[1] as string)))];
}

/** The text with each {{name}} replaced by its value; `missing` names those with no value, left as written. */
export function fillPrompt(text: string, values: Readonly<Record<string, string>>): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const filled = text.replace(placeholder, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}
