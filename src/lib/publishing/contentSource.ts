/**
 * Where the build reads published content: the backend's REST API, with a server-side key that
 * only the build holds (never a PUBLIC_ variable, so it cannot reach the browser or dist/).
 * CONTENT_SOURCE_URL unset (a fresh clone, CI) means no published content: the site builds empty.
 * Set but failing means the build fails, so a rebuild never replaces a good site with an empty one.
 */
export interface ContentSource {
  url: string;
  key: string;
}

export function contentSource(env: Record<string, string | undefined>): ContentSource | null {
  const url = env.CONTENT_SOURCE_URL?.trim();
  if (!url) return null;
  const key = env.CONTENT_SOURCE_KEY?.trim();
  if (!key)
    throw new Error(
      'CONTENT_SOURCE_URL is set but CONTENT_SOURCE_KEY is not: the build needs the service role key to read published content.',
    );
  return { url: url.replace(/\/$/, ''), key };
}

/** The rows of one table the query selects, read with the service role. */
export async function readPublishedRows(source: ContentSource, table: string, query: string): Promise<unknown[]> {
  const address = `${source.url}/rest/v1/${table}?${query}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: { apikey: source.key, Authorization: `Bearer ${source.key}`, Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The content source at ${source.url} could not be reached to read ${table}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new Error(`The content source answered ${response.status} for ${table}: ${(await response.text()).slice(0, 300)}`);
  }
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error(`The content source answered ${table} with something other than a list of rows.`);
  return rows;
}
