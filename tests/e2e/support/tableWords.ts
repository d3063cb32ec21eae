import type { Page } from '@playwright/test';

/**
 * The words of a page's admin tables that the layout broke across two lines ("Schedule / d"). A
 * break at a space or a hyphen is a wrap, not a broken word, so each part between them is checked.
 */
export function wordsBrokenInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.admin-tool :is(td, th)')) {
      const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-‐–—]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/** The cards of a page whose heading does not open them: how far below the card's top it starts, in pixels. */
export function bandsAboveCardHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.admin-tool section.card')].flatMap((card) => {
      const heading = card.querySelector(':scope > h2');
      if (!heading || card.getClientRects().length === 0) return [];
      const padding = Number.parseFloat(getComputedStyle(card).paddingTop) + Number.parseFloat(getComputedStyle(card).borderTopWidth);
      const gap = heading.getBoundingClientRect().top - card.getBoundingClientRect().top - padding;
      return gap > 4 ? [`${heading.textContent}: ${Math.round(gap)} px`] : [];
    }),
  );
}
