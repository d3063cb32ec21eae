import { describe, expect, it } from 'vitest';
import { checkAllowedType, mediaType } from '../../../../server/storage/contentType.ts';

describe('mediaType', () => {
  it('drops parameters and case', () => {
    expect(mediaType('Audio/WebM; codecs=opus')).toBe('audio/webm');
    expect(mediaType('text/plain;charset=UTF-8')).toBe('text/plain');
  });
});

describe('checkAllowedType', () => {
  const images = ['image/png', 'image/jpeg'];

  it('takes a listed type with or without parameters, a family wildcard, and anything without a list', () => {
    expect(() => checkAllowedType('image/png', images, 'b')).not.toThrow();
    expect(() => checkAllowedType('IMAGE/PNG; x=1', images, 'b')).not.toThrow();
    expect(() => checkAllowedType('audio/ogg', ['audio/*'], 'b')).not.toThrow();
    expect(() => checkAllowedType('application/pdf', null, 'b')).not.toThrow();
  });

  it('refuses with 415 and names what the bucket takes', () => {
    expect(() => checkAllowedType('text/html', images, 'public-images')).toThrow(
      'The bucket "public-images" does not take text/html files; it takes image/png, image/jpeg.',
    );
    expect(() => checkAllowedType('image/svg+xml', ['image/png'], 'b')).toThrow(expect.objectContaining({ status: 415 }));
  });

  it('refuses what is not a media type at all, even without a list', () => {
    for (const declared of ['', 'png', 'image/', '/png', 'image/png/x', 'text/html\r\nX: y'])
      expect(() => checkAllowedType(declared, null, 'b'), declared).toThrow(/is not a media type/);
  });
});
