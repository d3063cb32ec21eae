import { describe, expect, it } from 'vitest';
import { jsonbTextLength } from '../../../../functions/_shared/jsonbTextLength.ts';

// The integration test holds this measure equal to PostgreSQL's on generated values; these are
// the cases worth reading, with the jsonb text each one stands for.
describe('jsonbTextLength', () => {
  it('counts a space after every colon and comma, as jsonb writes them', () => {
    expect(jsonbTextLength({ a: 1, b: [true, null] })).toBe('{"a": 1, "b": [true, null]}'.length);
    expect(jsonbTextLength({})).toBe(2);
    expect(jsonbTextLength([])).toBe(2);
  });

  it('counts numbers in plain decimals, so 1e300 is 301 characters', () => {
    expect(jsonbTextLength(1e300)).toBe(301);
    expect(jsonbTextLength(1.5e-7)).toBe('0.00000015'.length);
    expect(jsonbTextLength(-1.25e21)).toBe('-1250000000000000000000'.length);
    expect(jsonbTextLength(-0)).toBe(1);
  });

  it('counts escapes as written and a character outside the BMP once', () => {
    expect(jsonbTextLength('a"b\\c\nd')).toBe('"a\\"b\\\\c\\nd"'.length);
    expect(jsonbTextLength('\u0001')).toBe('"\\u0001"'.length);
    expect(jsonbTextLength('😀é')).toBe(4);
  });

  it('leaves out keys whose value is undefined, as the JSON sent leaves them out', () => {
    expect(jsonbTextLength({ a: 1, b: undefined })).toBe(jsonbTextLength({ a: 1 }));
  });
});
