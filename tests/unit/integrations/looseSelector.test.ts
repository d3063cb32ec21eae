import { describe, expect, it } from 'vitest';
import { looseSelector } from '../../../integrations/looseSelector.ts';

describe('a loose selector', () => {
  it.each([
    ['a:hover', 'a'],
    ['.nav-link::before', '.nav-link'],
    ['::selection', ''],
    ['.toggle[aria-expanded="true"] .icon', '.toggle[aria-expanded] .icon'],
    ["[data-for='a]b'] span", '[data-for] span'],
    ['.md\\:flex:focus-visible', '.md\\:flex'],
    [':where(.space-y-2>:not(:last-child))', '.space-y-2> *'],
    [':is(h2, h3) a', 'a'],
    ['.list > :first-child', '.list > *'],
    ['html:not([data-auth=signed-in]) [data-when=signed-in]', 'html [data-when]'],
  ])('%s reads as %s', (selector, loose) => {
    expect(looseSelector(selector)).toBe(loose);
  });
});
