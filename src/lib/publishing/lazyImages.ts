/**
 * The rendered Markdown of a piece with its images lazy and decoded off the main thread: a
 * picture in the text is rarely in the first view, and one that downloads at once competes with
 * the page for the first round trips. An image that already says how to load keeps it.
 */
export function withLazyImages(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const attributes = [/\sloading=/i.test(tag) ? '' : ' loading="lazy"', /\sdecoding=/i.test(tag) ? '' : ' decoding="async"'].join('');
    return attributes ? tag.replace(/^<img\b/i, `<img${attributes}`) : tag;
  });
}
