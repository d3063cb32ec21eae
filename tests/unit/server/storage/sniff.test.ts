import { describe, expect, it } from 'vitest';
import { contentMatches } from '../../../../server/storage/sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const html = bytes('<!DOCTYPE html><html><script>alert(1)</script>');

describe('contentMatches', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf')],
    ['audio/mpeg', bytes('ID3', [4, 0, 0])],
    ['audio/mpeg', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['audio/aac', bytes([0xff, 0xf1, 0x50, 0x80])],
    ['audio/mp4', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['audio/x-m4a', bytes([0, 0, 0, 0x20], 'ftypisom')],
    ['audio/ogg', bytes('OggS', [0, 2])],
    ['audio/webm', bytes([0x1a, 0x45, 0xdf, 0xa3])],
    ['audio/wav', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['audio/x-wav', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['text/vtt', bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')],
    ['text/vtt', bytes([0xef, 0xbb, 0xbf], 'WEBVTT - a title\n')],
    ['application/x-subrip', bytes('1\n00:00:00,000 --> 00:00:01,000\nHi\n')],
    ['text/plain', bytes('Plain notes.')],
  ])('takes %s whose first bytes are that type', (type, prefix) => {
    expect(contentMatches(type, prefix)).toBe(true);
  });

  it.each([
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif',
    'audio/mpeg',
    'audio/mp4',
    'audio/ogg',
    'audio/webm',
    'audio/wav',
    'text/vtt',
    'text/plain',
    'application/x-subrip',
  ])('refuses an HTML page declared as %s', (type) => {
    expect(contentMatches(type, html)).toBe(false);
  });

  it('tells AAC framing from MPEG audio, and a WAV from a WebP', () => {
    expect(contentMatches('audio/mpeg', bytes([0xff, 0xf1, 0x50, 0x80]))).toBe(false);
    expect(contentMatches('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe(false);
  });

  it('refuses an empty file of a checked type, binary text, and image or audio types it has no signature for', () => {
    expect(contentMatches('image/png', new Uint8Array(0))).toBe(false);
    expect(contentMatches('text/plain', bytes('a', [0], 'b'))).toBe(false);
    expect(contentMatches('image/svg+xml', bytes('<svg/>'))).toBe(false);
    expect(contentMatches('audio/flac', bytes('fLaC'))).toBe(false);
  });
});
