import { describe, expect, it } from 'vitest';
import { checkBucketName, checkObjectKey, pathSegments } from '../../../../server/storage/objectPath.ts';

describe('checkObjectKey', () => {
  it('takes the keys the editors make, folders included', () => {
    for (const key of ['articles/0b5c-photo.png', 'episodes/3f2a.mp3', 'brand/a b (1).jpg', "it's=ok;+,@$&!*:?.txt"])
      expect(checkObjectKey(key)).toBe(key);
  });

  it('refuses what Supabase Storage refuses: empty or doubled folders, non-ASCII, control characters, backslashes, over 1024 characters', () => {
    for (const key of ['', '/a', 'a/', 'a//b', 'é.png', 'a\u0000b', 'a\nb', 'a\\b', '<x>', 'a%b', 'x'.repeat(1025)])
      expect(() => checkObjectKey(key), JSON.stringify(key)).toThrow(/Invalid key/);
  });
});

describe('checkBucketName', () => {
  it('takes the site buckets and refuses slashes, NUL and overlong names', () => {
    expect(checkBucketName('podcast-audio')).toBe('podcast-audio');
    for (const name of [undefined, '', 'a/b', 'a\u0000', 'x'.repeat(101)])
      expect(() => checkBucketName(name)).toThrow(/Invalid bucket name/);
  });
});

describe('pathSegments', () => {
  it('decodes each segment once, and refuses a malformed escape', () => {
    expect(pathSegments('/object/public/b/a%20b/c%2Fd.png')).toEqual(['object', 'public', 'b', 'a b', 'c/d.png']);
    expect(pathSegments('/object/b/a%252F.png')).toEqual(['object', 'b', 'a%2F.png']);
    expect(() => pathSegments('/object/b/%E0%A4%A')).toThrow(/malformed percent escape/);
  });
});
