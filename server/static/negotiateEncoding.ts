import type { Asset, Encoding } from './assetCache.ts';

/** The best encoding the client accepts (q > 0) that the asset has: brotli, then gzip, then none. */
export function negotiateEncoding(acceptEncoding: string | null, asset: Asset): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const acceptable = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (asset.bodies.br && acceptable('br')) return 'br';
  if (asset.bodies.gzip && acceptable('gzip')) return 'gzip';
  return 'identity';
}
