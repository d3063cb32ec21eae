import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxJsonDepth, unstorablePart } from '../../../../../functions/_shared/http/storableJson.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { child: nested(depth - 1) });

describe('unstorablePart', () => {
  it('finds nothing wrong in JSON made of well-formed text without NUL', () => {
    const storableText = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\u0000'));
    const storableJson = fc
      .jsonValue({ maxDepth: 6, stringUnit: 'grapheme' })
      .filter((value) => !JSON.stringify(value).includes('\\u0000'));
    fc.assert(fc.property(storableJson, storableText, (value, text) => unstorablePart(value) === null && unstorablePart(text) === null));
  });

  it('names the value that holds a NUL character, in an object, an array or a key', () => {
    expect(unstorablePart({ data: { note: 'a\u0000b' } })).toMatch(/^data\.note: contains a NUL character/);
    expect(unstorablePart([{ name: 'ok' }, { name: '\u0000' }])).toMatch(/^1\.name: contains a NUL/);
    expect(unstorablePart({ data: { 'k\u0000': 1 } })).toMatch(/^data\."k\\u0000": is a key that contains a NUL/);
    expect(unstorablePart('\u0000')).toMatch(/^body: contains a NUL/);
  });

  it('names an unpaired surrogate, high or low, but keeps a paired one', () => {
    expect(unstorablePart({ note: 'x\ud800' })).toMatch(/^note: contains an unpaired surrogate/);
    expect(unstorablePart({ note: '\udc00x' })).toMatch(/^note: contains an unpaired surrogate/);
    expect(unstorablePart({ note: '\ud83d\ude00' })).toBeNull();
  });

  it(`accepts ${maxJsonDepth} levels of nesting and refuses one more, without running out of stack on far deeper input`, () => {
    expect(unstorablePart(nested(maxJsonDepth))).toBeNull();
    expect(unstorablePart(nested(maxJsonDepth + 1))).toMatch(new RegExp(`nested deeper than ${maxJsonDepth} levels`));
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(unstorablePart(deep)).toMatch(/^0\.0\.0.*: nested deeper than/);
  });
});
