/** Width and height of a PNG, from its header chunk; throws when the bytes are no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') {
    throw new Error('Not a PNG file.');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
