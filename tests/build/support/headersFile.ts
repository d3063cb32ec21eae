/** One rule of a `_headers` file: a path (`*` at its end matches any rest) and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Reads the Netlify / Cloudflare Pages format: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator === -1) throw new Error(`Not a header line under a path: ${JSON.stringify(line)}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** A splat `*` at the end matches any rest; a placeholder `:name` one path segment, as on Netlify and Cloudflare Pages. */
function matches(rule: string, path: string): boolean {
  if (rule.endsWith('*')) return path.startsWith(rule.slice(0, -1));
  const ruleParts = rule.split('/');
  const pathParts = path.split('/');
  return (
    ruleParts.length === pathParts.length &&
    ruleParts.every((part, index) => (part.startsWith(':') ? (pathParts[index] ?? '') !== '' : part === pathParts[index]))
  );
}

/**
 * The headers a host sends for a path: those of every rule that matches it. A host joins a name
 * that two matching rules give with a comma, which the site never means, so that throws.
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) throw new Error(`${path} gets ${name} from two rules, which a host would join with a comma.`);
      headers[name] = value;
    }
  }
  return headers;
}
