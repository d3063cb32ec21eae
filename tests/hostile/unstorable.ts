import fc from 'fast-check';

/**
 * What Postgres text and jsonb cannot hold: NUL, and UTF-16 surrogates without their pair (JSON
 * writes them as `\ud800`, a parser reads them back as they were).
 */
export const unstorableCharacter = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\u0000\u0000', '\udfff\ud800');

/** `text` with an unstorable character spliced in anywhere, so no check that looks only at the ends passes. */
export const withUnstorable = (text: string) =>
  fc.tuple(unstorableCharacter, fc.nat()).map(([character, at]) => {
    const cut = at % (text.length + 1);
    return `${text.slice(0, cut)}${character}${text.slice(cut)}`;
  });

/** A key holding an unstorable character, by itself or inside an ordinary name. */
export const unstorableKey = fc
  .tuple(unstorableCharacter, fc.constantFrom('', 'note', 'x_'))
  .map(([character, name]) => `${name}${character}`);

/** Bytes that are not UTF-8 at all (a surrogate encoded in three bytes, an overlong slash, a stray continuation byte). */
export const invalidUtf8 = fc.constantFrom(
  Uint8Array.of(0xed, 0xa0, 0x80),
  Uint8Array.of(0xc0, 0xaf),
  Uint8Array.of(0x80),
  Uint8Array.of(0xff, 0xfe),
);
