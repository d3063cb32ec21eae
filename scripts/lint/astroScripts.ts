/**
 * An `.astro` file's imports as a TypeScript module, for dependency-cruiser, which parses script
 * files only. A component imports in two places: its frontmatter, and the `<script>` tags Astro
 * bundles (their body, or the file a `src` names). The markup imports nothing, and Astro leaves an
 * `is:inline` script as it is, so its imports are the browser's, not the project's.
 */
const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/;
// Attribute values may be quoted or an expression in braces, either of which may hold a `>`.
const openingTag = /<script\b((?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*)>/g;
const sourceAttribute = /\bsrc=["']([^"']+)["']/;

export function astroScripts(source: string): string {
  const front = source.match(frontmatter);
  const parts = [front?.[1] ?? ''];
  const markup = source.slice(front?.[0].length ?? 0);
  for (const tag of markup.matchAll(openingTag)) {
    const attributes = tag[1] ?? '';
    // A self-closing tag has no body, and an inline script is not bundled.
    if (attributes.trimEnd().endsWith('/') || /\bis:inline\b/.test(attributes)) continue;
    const file = attributes.match(sourceAttribute)?.[1];
    const bodyStart = tag.index + tag[0].length;
    const bodyEnd = markup.indexOf('</script>', bodyStart);
    parts.push(file ? `import '${file}';` : markup.slice(bodyStart, bodyEnd === -1 ? undefined : bodyEnd));
  }
  return parts.join('\n');
}
