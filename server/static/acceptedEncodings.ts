/** The encodings the build keeps copies in, best first. */
const copies = ['br', 'gzip'] as const;

/**
 * The build's encodings a client accepts, best first, read from Accept-Encoding as HTTP defines
 * it: names in any case, a weight of q=0 refuses, any other weight accepts, and `*` stands for
 * every encoding the client does not name. `BR;q=1.0, gzip;q=0.8` → br, gzip; `*, br;q=0` → gzip.
 */
export function acceptedEncodings(header: string | null): string[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.toLowerCase().split(';');
    const name = coding.trim();
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return copies.filter((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
