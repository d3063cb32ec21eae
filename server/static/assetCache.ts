import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from './contentTypes.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Asset {
  contentType: string;
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> & { identity: Uint8Array<ArrayBuffer> };
  etag: string;
}

/**
 * Files of dist/ with their brotli and gzip forms, compressed once on first request and kept
 * until the file changes on disk (size or modification time), so a rebuild is picked up.
 */
export function createAssetCache() {
  const cache = new Map<string, { version: string; asset: Asset }>();
  return (file: string): Asset => {
    const stats = statSync(file);
    const version = `${stats.size}:${stats.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.asset;
    const asset = loadAsset(file);
    cache.set(file, { version, asset });
    return asset;
  };
}

function loadAsset(file: string): Asset {
  const identity = readFileSync(file);
  const contentType = contentTypeFor(file);
  const bodies: Asset['bodies'] = { identity };
  if (isCompressible(contentType) && identity.length > 512) {
    const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
    const gzip = gzipSync(identity, { level: 9 });
    if (br.length < identity.length) bodies.br = br;
    if (gzip.length < identity.length) bodies.gzip = gzip;
  }
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { contentType, bodies, etag };
}
