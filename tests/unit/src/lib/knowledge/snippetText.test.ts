import { describe, expect, it } from 'vitest';
import { snippetText } from '../../../../../src/lib/knowledge/snippetText.ts';

const start = '\uE000';
const stop = '\uE001';

describe('snippetText', () => {
  it.each([
    ['**Before:** a pilot with no owner', 'Before: a pilot with no owner'],
    ['## Governance for pilots', 'Governance for pilots'],
    ['> Ship small, learn fast', 'Ship small, learn fast'],
    ['- one owner per pilot\n2. a kill date', 'one owner per pilot\na kill date'],
    ['See [the NIST profile](https://www.nist.gov/ai) first', 'See the NIST profile first'],
    ['use `gpt-4o` *carefully* and _often_', 'use gpt-4o carefully and often'],
    ['…ends with a cut **bold', '…ends with a cut bold'],
  ])('reads %j as %j', (markdown, text) => {
    expect(snippetText(markdown)).toBe(text);
  });

  it("keeps the search's match marks and the words around them", () => {
    expect(snippetText(`**${start}pilot${stop} governance:** who decides`)).toBe(`${start}pilot${stop} governance: who decides`);
  });

  it('leaves plain text and arithmetic alone', () => {
    expect(snippetText('3 * 4 = 12, and snake_case_names stay')).toBe('3 * 4 = 12, and snake_case_names stay');
  });
});
